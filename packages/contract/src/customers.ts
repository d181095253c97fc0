import { z } from 'zod';
import { paymentExportFormatSchema, percentSchema } from './money.js';
import { minersQuerySchema } from './monitoring.js';

/**
 * Customers and sub-accounts (product §1 "Operators", §2 /customers, §5, §7 "Pools",
 * "Operators", "Miners and workers"): an operator's customer accounts, pool staff's direct
 * miner accounts, sub-accounts, titles and the lookup by account name.
 */

/** Product §5: the operator form requires lowercase latin letters and digits only. */
export const operatorAccountNamePattern = /^[a-z0-9]+$/;
/** An account's title: a free label its owners and its operator give it. */
export const accountTitleLength = { min: 1, max: 100 } as const;

/**
 * POST /operators/{id}/miners and POST /pools/{id}/miners. Names and addresses are
 * checked by the service after the access check, so a refused caller learns nothing;
 * its field errors name `account_name`, `title` and `owner_email`.
 */
export const createCustomerBodySchema = z.object({
  account_name: z.string().max(200),
  title: z.string().max(200).optional(),
  /** Invite this person as the account's owner (a single-use code, valid `invitationLifetimeDays`, by e-mail). */
  owner_email: z.string().max(320).optional(),
  /**
   * POST /operators/{id}/miners only: the operator's fee on this customer, in force from its
   * first day (its creation); without it, the operator's fee for new customers.
   */
  operator_fee_percent: percentSchema.optional(),
});
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;

export const createdCustomerSchema = z.object({
  id: z.string(),
  account_name: z.string(),
  title: z.string().nullable(),
  pool_id: z.string(),
  operator_id: z.string().nullable(),
  parent_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** The owner invitation sent, if one was asked for. */
  invitation: z.object({ email: z.string(), expires_at: z.iso.datetime() }).nullable(),
});
export type CreatedCustomer = z.infer<typeof createdCustomerSchema>;

/** PUT /miners/{miner_id}/title. */
export const minerTitleBodySchema = z.object({ title: z.string().max(200) });
/** PUT and DELETE /miners/{miner_id}/title: the account's name and title as they are now. */
export const minerTitleSchema = z.object({ id: z.string(), account_name: z.string(), title: z.string().nullable() });
export type MinerTitle = z.infer<typeof minerTitleSchema>;

/** GET /miners/lookup-by-account-name: an exact name, any case. Answers the id and the name, nothing else. */
export const lookupByAccountNameQuerySchema = z.object({ account_name: z.string().trim().min(1).max(64) });
export const accountLookupSchema = z.object({ id: z.string(), account_name: z.string() });
export type AccountLookup = z.infer<typeof accountLookupSchema>;

/** GET …/miners/export: the whole customers table as it is searched, filtered and sorted, as CSV or XLSX. */
export const minersExportQuerySchema = minersQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ format: paymentExportFormatSchema.default('csv') });
export type MinersExportQuery = z.input<typeof minersExportQuerySchema>;
/** A customers file holds at most this many accounts; X-Export-Truncated says when it was cut. */
export const minersExportLimit = 50_000;
