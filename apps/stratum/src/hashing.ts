import { createHash } from 'node:crypto';

/** Bitcoin's hash: SHA-256 of SHA-256. */
export function sha256d(data: Uint8Array): Buffer {
  return createHash('sha256').update(createHash('sha256').update(data).digest()).digest();
}

/** Hashes and txids are shown byte-reversed (big-endian) but used in their internal order. */
export function reverseHex(hex: string): string {
  return Buffer.from(hex, 'hex').reverse().toString('hex');
}

/**
 * The merkle branch of the coinbase (index 0): the siblings met on the way up, given the
 * other transactions' hashes in internal byte order. A lone node at the end of a level is
 * paired with itself, as Bitcoin does.
 */
export function coinbaseMerkleBranch(otherTxHashes: readonly Buffer[]): Buffer[] {
  const branch: Buffer[] = [];
  // The coinbase's slot is a placeholder: its hash never reaches the branch.
  let level: Array<Buffer | null> = [null, ...otherTxHashes];
  while (level.length > 1) {
    branch.push(level[1]!);
    const next: Array<Buffer | null> = [null];
    for (let index = 2; index < level.length; index += 2) {
      const left = level[index]!;
      const right = level[index + 1] ?? left;
      next.push(sha256d(Buffer.concat([left, right])));
    }
    level = next;
  }
  return branch;
}

/** The merkle root from the coinbase hash up the branch (internal byte order). */
export function merkleRootFromBranch(coinbaseHash: Buffer, branch: readonly Buffer[]): Buffer {
  let node = coinbaseHash;
  for (const sibling of branch) node = sha256d(Buffer.concat([node, sibling]));
  return node;
}

export interface HeaderFields {
  version: number;
  /** Previous block hash, internal byte order. */
  previousHash: Buffer;
  /** Merkle root, internal byte order. */
  merkleRoot: Buffer;
  time: number;
  bits: number;
  nonce: number;
}

/** The 80-byte block header. */
export function serializeHeader(fields: HeaderFields): Buffer {
  const header = Buffer.alloc(80);
  header.writeUInt32LE(fields.version >>> 0, 0);
  fields.previousHash.copy(header, 4);
  fields.merkleRoot.copy(header, 36);
  header.writeUInt32LE(fields.time >>> 0, 68);
  header.writeUInt32LE(fields.bits >>> 0, 72);
  header.writeUInt32LE(fields.nonce >>> 0, 76);
  return header;
}

/** A hash (internal byte order) as the number compared with targets: little-endian. */
export function hashToBigInt(hash: Buffer): bigint {
  return BigInt(`0x${Buffer.from(hash).reverse().toString('hex')}`);
}

/** The compact target of a header's nBits. */
export function bitsToTarget(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x007fffff);
  return exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
}

/** The target of difficulty 1 (Bitcoin's "bdiff" convention, as miners and pools use it). */
export const difficultyOneTarget = 0xffffn << 208n;

/**
 * The share target of a difficulty. Difficulties are fractional for small miners (down to
 * 1/65536), so the division is done on the difficulty scaled by 2^32 in integers.
 */
export function difficultyToTarget(difficulty: number): bigint {
  const scaled = BigInt(Math.max(1, Math.round(difficulty * 2 ** 32)));
  return (difficultyOneTarget << 32n) / scaled;
}

/** The difficulty a target stands for (for the network target: the network difficulty). */
export function targetToDifficulty(target: bigint): number {
  // Scaled by 2^32 so that targets above difficulty 1 keep their fraction.
  return Number((difficultyOneTarget << 32n) / (target === 0n ? 1n : target)) / 2 ** 32;
}

/** Bitcoin's variable-length integer. */
export function varInt(value: number): Buffer {
  if (value < 0xfd) return Buffer.from([value]);
  if (value <= 0xffff) {
    const buffer = Buffer.alloc(3);
    buffer[0] = 0xfd;
    buffer.writeUInt16LE(value, 1);
    return buffer;
  }
  const buffer = Buffer.alloc(5);
  buffer[0] = 0xfe;
  buffer.writeUInt32LE(value, 1);
  return buffer;
}

/** A script push of a number as CScript() << n writes it (BIP34's height in the coinbase). */
export function scriptNumberPush(value: number): Buffer {
  if (value === 0) return Buffer.from([0x00]);
  if (value >= 1 && value <= 16) return Buffer.from([0x50 + value]);
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0) {
    bytes.push(rest & 0xff);
    rest = Math.floor(rest / 256);
  }
  // A set top bit would read as negative: one more byte keeps the number positive.
  if (bytes[bytes.length - 1]! & 0x80) bytes.push(0);
  return Buffer.from([bytes.length, ...bytes]);
}

/** The compact nBits of a target (the inverse of bitsToTarget, rounding the target down). */
export function targetToBits(target: bigint): number {
  let size = (target.toString(16).length + 1) >> 1;
  let mantissa = size <= 3 ? Number(target << BigInt(8 * (3 - size))) : Number(target >> BigInt(8 * (size - 3)));
  // A set top bit would read as a negative mantissa: shift one more byte.
  if (mantissa & 0x00800000) {
    mantissa >>= 8;
    size += 1;
  }
  return ((size << 24) | mantissa) >>> 0;
}
