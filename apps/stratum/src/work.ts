import {
  bitsToTarget,
  coinbaseMerkleBranch,
  hashToBigInt,
  merkleRootFromBranch,
  scriptNumberPush,
  serializeHeader,
  sha256d,
  varInt,
} from './hashing.js';

/** A transaction of a block template besides the coinbase. */
export interface TemplateTransaction {
  data: Buffer;
  /** txid, internal byte order (the merkle tree is built from txids, not witness hashes). */
  txid: Buffer;
}

/** What the network asks the next block to be built on (getblocktemplate, or the built-in chain). */
export interface BlockTemplate {
  height: number;
  /** Previous block hash, internal byte order. */
  previousHash: Buffer;
  version: number;
  bits: number;
  /** The template's time; miners roll ntime forward from it. */
  time: number;
  /** The earliest time a header may carry. */
  minTime: number;
  /** Subsidy plus fees, satoshi. */
  coinbaseValue: number;
  transactions: TemplateTransaction[];
  /** The witness commitment output script, when the template has segwit transactions' rules. */
  witnessCommitment?: Buffer;
}

/** Bytes a miner fills into the coinbase: 4 from the pool (per connection), 4 rolled by the miner. */
export const extranonce1Size = 4;
export const extranonce2Size = 4;

const coinbaseTag = Buffer.from('/pool-dashboard/');

/**
 * The coinbase split around the extranonces: coinb1 + extranonce1 + extranonce2 + coinb2
 * is the whole (non-witness) transaction, so its hash is the txid.
 */
export function buildCoinbase(template: BlockTemplate, payoutScript: Buffer): { coinb1: Buffer; coinb2: Buffer } {
  const heightPush = scriptNumberPush(template.height);
  const scriptPrefix = Buffer.concat([heightPush, Buffer.from([coinbaseTag.length]), coinbaseTag]);
  const scriptLength = scriptPrefix.length + extranonce1Size + extranonce2Size;
  const outputs: Buffer[] = [output(template.coinbaseValue, payoutScript)];
  if (template.witnessCommitment) outputs.push(output(0, template.witnessCommitment));
  const coinb1 = Buffer.concat([
    uint32(1),
    varInt(1),
    Buffer.alloc(32),
    uint32(0xffffffff),
    varInt(scriptLength),
    scriptPrefix,
  ]);
  const coinb2 = Buffer.concat([uint32(0xffffffff), varInt(outputs.length), ...outputs, uint32(0)]);
  return { coinb1, coinb2 };
}

function output(value: number, script: Buffer): Buffer {
  const amount = Buffer.alloc(8);
  amount.writeBigUInt64LE(BigInt(value));
  return Buffer.concat([amount, varInt(script.length), script]);
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

/** One piece of work as miners get it in mining.notify. */
export interface Job {
  id: string;
  template: BlockTemplate;
  coinb1: Buffer;
  coinb2: Buffer;
  branch: Buffer[];
  networkTarget: bigint;
}

export function createJob(id: string, template: BlockTemplate, payoutScript: Buffer): Job {
  const { coinb1, coinb2 } = buildCoinbase(template, payoutScript);
  return {
    id,
    template,
    coinb1,
    coinb2,
    branch: coinbaseMerkleBranch(template.transactions.map((transaction) => transaction.txid)),
    networkTarget: bitsToTarget(template.bits),
  };
}

/**
 * The previous hash as stratum sends it: the internal bytes with each 4-byte word reversed
 * (what miners undo before putting it into the header).
 */
export function stratumPreviousHash(previousHash: Buffer): string {
  const swapped = Buffer.from(previousHash);
  swapped.swap32();
  return swapped.toString('hex');
}

/** mining.notify's params. */
export function notifyParams(job: Job, cleanJobs: boolean): unknown[] {
  const { template } = job;
  return [
    job.id,
    stratumPreviousHash(template.previousHash),
    job.coinb1.toString('hex'),
    job.coinb2.toString('hex'),
    job.branch.map((hash) => hash.toString('hex')),
    hex32(template.version),
    hex32(template.bits),
    hex32(template.time),
    cleanJobs,
  ];
}

export function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

/** What a miner's submit fills in. */
export interface Solution {
  extranonce1: Buffer;
  extranonce2: Buffer;
  time: number;
  nonce: number;
  version: number;
}

export interface SolvedHeader {
  header: Buffer;
  /** Block hash, internal byte order. */
  hash: Buffer;
  hashValue: bigint;
  coinbase: Buffer;
}

/** Rebuilds the header a miner hashed: coinbase, merkle root, 80 bytes, double SHA-256. */
export function solveHeader(job: Job, solution: Solution): SolvedHeader {
  const coinbase = Buffer.concat([job.coinb1, solution.extranonce1, solution.extranonce2, job.coinb2]);
  const merkleRoot = merkleRootFromBranch(sha256d(coinbase), job.branch);
  const header = serializeHeader({
    version: solution.version,
    previousHash: job.template.previousHash,
    merkleRoot,
    time: solution.time,
    bits: job.template.bits,
    nonce: solution.nonce,
  });
  const hash = sha256d(header);
  return { header, hash, hashValue: hashToBigInt(hash), coinbase };
}

/**
 * The whole block for submitblock. With a witness commitment the coinbase carries its
 * witness reserved value (32 zero bytes), so it is written in the segwit serialization.
 */
export function serializeBlock(job: Job, solved: SolvedHeader): Buffer {
  let coinbase = solved.coinbase;
  if (job.template.witnessCommitment) {
    const end = coinbase.length - 4;
    coinbase = Buffer.concat([
      coinbase.subarray(0, 4),
      Buffer.from([0x00, 0x01]),
      coinbase.subarray(4, end),
      Buffer.from([0x01, 0x20]),
      Buffer.alloc(32),
      coinbase.subarray(end),
    ]);
  }
  return Buffer.concat([
    solved.header,
    varInt(job.template.transactions.length + 1),
    coinbase,
    ...job.template.transactions.map((transaction) => transaction.data),
  ]);
}
