import { z } from 'zod';
import { paginated, paginationQuerySchema } from './monitoring.js';

const timestamp = z.iso.datetime();
/** A block height; the server keeps heights in PostgreSQL integers, so one past their range is bad input. */
const blockHeight = z.number().int().nonnegative().max(2_147_483_647);

// ---------------------------------------------------------------------------
// Stratum nodes ask the API (internal, bearer INGEST_TOKEN, outside the backend prefix)

/** GET: 200 when the account exists, 404 when not (mining.authorize refuses unknown accounts). */
export const accountLookupPath = (account: string) => `/api/internal/v1/accounts/${encodeURIComponent(account)}`;
export const accountLookupRoute = '/api/internal/v1/accounts/:account';
export const accountLookupResponseSchema = z.object({ account: z.string() });

/** POST: a block candidate a miner found, as the node offered it to bitcoind. */
export const foundBlockPath = '/api/internal/v1/blocks';
export const foundBlockSchema = z.object({
  height: blockHeight,
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  account: z.string().min(1).max(64),
  worker: z.string().min(1).max(64),
  /** Coinbase value: subsidy plus fees, satoshi. */
  reward: z.number().int().nonnegative(),
  time: timestamp,
  /** The node's refusal (e.g. "stale-prevblk"); absent when it took the block. */
  reject_reason: z.string().max(200).optional(),
});
export type FoundBlockReport = z.infer<typeof foundBlockSchema>;

/** POST: the height of the tip a node's work builds on (confirmations of found blocks count from it). */
export const chainTipPath = '/api/internal/v1/chain-tip';
export const chainTipSchema = z.object({ height: blockHeight });

// ---------------------------------------------------------------------------
// GET /pools/{id}/blocks: the pool staff's "Blocks found" list, newest first;
// GET /miners/{id}/blocks: the blocks a miner account found, the same way

/**
 * rejected: the node refused it; immature: on the best chain, short of the 100
 * confirmations after which its coinbase may be spent; mature: past them; orphaned: off
 * the best chain (a reorganisation), so it earns nothing.
 */
export const foundBlockStates = ['immature', 'mature', 'orphaned', 'rejected'] as const;
export type FoundBlockState = (typeof foundBlockStates)[number];

export const foundBlockItemSchema = z.object({
  height: z.number().int().nonnegative(),
  hash: z.string(),
  /** The finder as typed at the rig: account and worker. */
  account: z.string(),
  worker: z.string(),
  /** Satoshi. */
  reward: z.number().int().nonnegative(),
  found_at: timestamp,
  /** 0 for a block refused or orphaned; else as Bitcoin Core counts them (or, on the built-in chain, from the tip). */
  confirmations: z.number().int().nonnegative(),
  state: z.enum(foundBlockStates),
  reject_reason: z.string().nullable(),
});
export type FoundBlockItem = z.infer<typeof foundBlockItemSchema>;
export const blocksQuerySchema = paginationQuerySchema;
export const blocksResponseSchema = paginated(foundBlockItemSchema);
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;
