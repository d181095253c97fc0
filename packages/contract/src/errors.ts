import { z } from 'zod';

/**
 * Error identifiers of product §8 plus the ones the HTTP layer itself produces.
 * The SPA translates these codes; it never shows the server's `message`.
 */
export const errorCodes = [
  'mfa_required',
  'session_aal2_required',
  'access_denied',
  'unallocated_funds_transaction_already_refunded',
  'payout_already_processed',
  'reward_already_processed',
  'promocode_already_exists',
  'promocode_users_not_found',
  'not_found',
  'unauthorized',
  'rate_limited',
  'invalid_input',
  'internal_error',
  /** The exchange-rate proxy's price source failed or timed out (502). */
  'price_source_unavailable',
  /** The blockchain node (Bitcoin Core) refused or did not answer; nothing was recorded as sent. */
  'chain_unavailable',
  /** A platform money action by staff who have no second factor set up yet (403). */
  'second_factor_setup_required',
  /** Access control: the change would leave the account without an owner (409). */
  'last_owner',
  /** Access control: the invited address already has access to the account (409). */
  'access_already_granted',
  /** Access control: nobody changes or revokes their own access there (403). */
  'own_access',
  /** Access control: only an owner gives, changes or takes the owner role (403). */
  'owner_role_reserved',
  /** Pool users: staff do not delete themselves here (409). */
  'own_account',
  /**
   * Access control: the person is staff over the customer account (platform, or the pool's or
   * operator's staff) and reaches it through that role; staff are never invited into it (409).
   */
  'staff_access',
  /** Pool users: staff act only on people whose every permission ranks below their own (403). */
  'outranked',
  /** Promo codes: the change would alter rewards the code already discounted (409). */
  'promocode_in_use',
  /** Promo codes: an apply refused by one of the code's rules (409; the reason is the field error on `code`). */
  'promocode_refused',
  /**
   * Wallets: a user without a second factor changes the payout address or a limit without
   * the code e-mailed for that change (403; the app asks for one and sends it with the change).
   */
  'confirmation_code_required',
  /** Worker lists: the cursor is not one the list gave, or was given for another sort or order (400). */
  'invalid_cursor',
  /** HTTP: the request (its body included) did not arrive within the server's request timeout (408). */
  'request_timeout',
  /** HTTP: the request line and headers, the URL included, are over Node's 16 KB (431). */
  'request_header_too_large',
  /** HTTP: the body is over the route's limit (413). */
  'payload_too_large',
  /** HTTP: a path segment is over the router's length limit (414). */
  'uri_too_long',
  /** HTTP: a body type the route does not read (415). */
  'unsupported_media_type',
  /** HTTP: a static file path that is not canonical (`//`, `/./`, `..`) (403). */
  'forbidden_path',
  /** HTTP: the server is shutting down and takes no new requests; another instance or a retry will (503). */
  'service_unavailable',
  /** GET /readyz: the process cannot serve yet (database, migrations, jobs, its ingestion endpoint; 503). */
  'not_ready',
  /** API keys: the account has as many keys as it may; revoke one first (409). */
  'api_key_limit_reached',
  /** Removal requests: it was approved or rejected already (409). */
  'removal_already_decided',
  /**
   * Removal requests: the account still holds a balance, a payout on its way, open
   * sub-accounts or mining workers; the fields name which, with the amount or count (409).
   */
  'removal_account_not_empty',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Field-error codes of product §5 ("Backend field errors are translated"). */
export const fieldErrorCodes = [
  'invalid_input',
  'length_out_of_range',
  'match_invalid',
  'required',
  'min_threshold',
  'max_threshold',
  'account_name_taken',
  'crypto_address_invalid',
  'user_already_has_miner',
  /** Profit splits: the donor's splits would give away more than 100 % (`available`: the percent left). */
  'split_total_exceeded',
  /** Profit splits: the recipient is the donor itself. */
  'split_to_self',
  /** Profit splits: no such account in the pool to give to. */
  'recipient_not_found',
  /** Wallets: the e-mailed code is wrong (`attempts_left`: tries before it is void). */
  'confirmation_code_invalid',
  /** Wallets: no code is open for this change: expired, used, out of tries, or never sent. */
  'confirmation_code_expired',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export const fieldErrorSchema = z
  .object({
    name: z.string(),
    code: z.string(),
  })
  .catchall(z.union([z.string(), z.number()]));

/** The one error shape of every backend response with a status >= 400. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    /** Where the browser should go next (session_aal2_required, like Kratos's errors). */
    redirect_browser_to: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
