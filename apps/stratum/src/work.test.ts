import { describe, expect, it } from 'vitest';
import {
  bitsToTarget,
  coinbaseMerkleBranch,
  difficultyToTarget,
  merkleRootFromBranch,
  reverseHex,
  scriptNumberPush,
  sha256d,
  targetToDifficulty,
} from './hashing.js';
import { solveHeader, stratumPreviousHash, type BlockTemplate, type Job } from './work.js';

/** Mainnet's genesis block: its coinbase is known whole, its merkle root is the coinbase's txid. */
const genesis = {
  coinbase:
    '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000',
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  hash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  version: 1,
  time: 1231006505,
  bits: 0x1d00ffff,
  nonce: 2083236893,
};

/** Mainnet block 100,000: four transactions, so the coinbase's branch has two levels. */
const block100000 = {
  coinbase:
    '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff08044c86041b020602ffffffff0100f2052a010000004341041b0e8c2567c12536aa13357b79a073dc4444acb83c4ec7a0e2f99dd7457516c5817242da796924ca4e99947d087fedf9ce467cb9f7c6287078f801df276fdf84ac00000000',
  txids: [
    '8c14f0db3df150123e6f3dbbf30f8b955a8249b62ac1d1ff16284aefa3d06d87',
    'fff2525b8931402dd09222c50775608f75787bd2b87e56995a7bdd30f79702c4',
    '6359f0868171b1d194cbee1af2f16ea598ae8fad666d9b012c8ed2b79a236ec4',
    'e9a66845e05d5abc0ad04ec80f774a7e585c6e8db975962d069a522137b80c1d',
  ],
  merkleRoot: 'f3e94742aca4b5ef85488dc37c06c3282295ffec960994b2c0d5ac2a25a95766',
  previousHash: '000000000002d01c1fccc21636b607dfd930d31d01c3a62104612a1719011250',
  hash: '000000000003ba27aa200b1cecaad478d2b00432346c3f1f3986da1afd33e506',
  version: 1,
  time: 1293623863,
  bits: 0x1b04864c,
  nonce: 274148111,
};

/** A job as a pool would have sent it, with the coinbase cut around 8 extranonce bytes at `cut`. */
function jobFrom(
  coinbaseHex: string,
  cut: number,
  otherTxids: string[],
  fields: Partial<BlockTemplate>,
): {
  job: Job;
  extranonce1: Buffer;
  extranonce2: Buffer;
} {
  const coinbase = Buffer.from(coinbaseHex, 'hex');
  const template: BlockTemplate = {
    height: 0,
    previousHash: Buffer.alloc(32),
    version: 1,
    bits: 0x1d00ffff,
    time: 0,
    minTime: 0,
    coinbaseValue: 0,
    transactions: otherTxids.map((txid) => ({ data: Buffer.alloc(0), txid: Buffer.from(reverseHex(txid), 'hex') })),
    ...fields,
  };
  const branch = coinbaseMerkleBranch(template.transactions.map((transaction) => transaction.txid));
  return {
    job: {
      id: '1',
      template,
      coinb1: coinbase.subarray(0, cut),
      coinb2: coinbase.subarray(cut + 8),
      branch,
      networkTarget: bitsToTarget(template.bits),
    },
    extranonce1: coinbase.subarray(cut, cut + 4),
    extranonce2: coinbase.subarray(cut + 4, cut + 8),
  };
}

describe('header arithmetic against mainnet blocks', () => {
  it('reproduces the genesis block from its coinbase split around the extranonces', () => {
    const { job, extranonce1, extranonce2 } = jobFrom(genesis.coinbase, 50, [], { bits: genesis.bits });
    const solved = solveHeader(job, { extranonce1, extranonce2, time: genesis.time, nonce: genesis.nonce, version: 1 });
    expect(reverseHex(sha256d(solved.coinbase).toString('hex'))).toBe(genesis.merkleRoot);
    expect(reverseHex(solved.hash.toString('hex'))).toBe(genesis.hash);
    expect(solved.hashValue <= job.networkTarget).toBe(true);
  });

  it('reproduces block 100,000 from its coinbase, the branch of its other transactions, version, ntime, nbits and nonce', () => {
    const { job, extranonce1, extranonce2 } = jobFrom(block100000.coinbase, 42, block100000.txids.slice(1), {
      bits: block100000.bits,
      previousHash: Buffer.from(reverseHex(block100000.previousHash), 'hex'),
    });
    expect(reverseHex(sha256d(Buffer.from(block100000.coinbase, 'hex')).toString('hex'))).toBe(block100000.txids[0]);
    expect(job.branch).toHaveLength(2);
    const root = merkleRootFromBranch(sha256d(Buffer.from(block100000.coinbase, 'hex')), job.branch);
    expect(reverseHex(root.toString('hex'))).toBe(block100000.merkleRoot);
    const solved = solveHeader(job, {
      extranonce1,
      extranonce2,
      time: block100000.time,
      nonce: block100000.nonce,
      version: block100000.version,
    });
    expect(reverseHex(solved.hash.toString('hex'))).toBe(block100000.hash);
    expect(solved.hashValue <= job.networkTarget).toBe(true);
    // One nonce off, the same header is no longer a block.
    const missed = solveHeader(job, { extranonce1, extranonce2, time: block100000.time, nonce: 1, version: 1 });
    expect(missed.hashValue <= job.networkTarget).toBe(false);
  });

  it('pairs a lone transaction with itself at an odd level', () => {
    const [a, b] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    expect(coinbaseMerkleBranch([a, b])).toEqual([a, sha256d(Buffer.concat([b, b]))]);
    expect(coinbaseMerkleBranch([])).toEqual([]);
  });

  it('sends the previous hash word-swapped, as miners expect', () => {
    const previous = Buffer.from(reverseHex(block100000.previousHash), 'hex');
    const sent = stratumPreviousHash(previous);
    expect(sent.slice(0, 8)).toBe(previous.subarray(0, 4).reverse().toString('hex'));
    expect(sent).toHaveLength(64);
  });
});

describe('targets and difficulties', () => {
  it('reads compact nBits', () => {
    expect(bitsToTarget(0x1d00ffff)).toBe(0xffffn << 208n);
    expect(targetToDifficulty(bitsToTarget(0x1b04864c))).toBeCloseTo(14484.162361225399, 6);
  });

  it('makes fractional difficulties down to 1/65536', () => {
    expect(difficultyToTarget(1)).toBe(0xffffn << 208n);
    expect(difficultyToTarget(1 / 65536)).toBe(0xffffn << 224n);
    expect(targetToDifficulty(difficultyToTarget(0.001))).toBeCloseTo(0.001, 9);
    expect(targetToDifficulty(difficultyToTarget(65536))).toBeCloseTo(65536, 6);
  });

  it('pushes BIP34 heights as CScript writes them', () => {
    expect(scriptNumberPush(1).toString('hex')).toBe('51');
    expect(scriptNumberPush(128).toString('hex')).toBe('028000');
    expect(scriptNumberPush(840000).toString('hex')).toBe('0340d10c');
  });
});
