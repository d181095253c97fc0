import { createHash } from 'node:crypto';
import { bech32, bech32m, createBase58check } from '@scure/base';
import type { BitcoinNetwork } from '@pool/contract';

const base58check = createBase58check((data: Uint8Array) => createHash('sha256').update(data).digest());

/** A bitcoin address read: where it belongs, how it is spelt, and the output script paying it. */
export interface BitcoinAddress {
  /** The networks it is valid on: legacy addresses of testnet and regtest share version bytes. */
  networks: readonly BitcoinNetwork[];
  /**
   * Its one spelling. Segwit addresses may arrive upper case (QR codes use it) and are
   * kept lower case, so the same address never counts as a change.
   */
  canonical: string;
  /** The scriptPubKey paying it (what a coinbase or a payout output carries). */
  outputScript: Buffer;
  /** Spending it puts the signature in the witness, which weighs a quarter. */
  segwit: boolean;
}

/** Human-readable parts of segwit addresses (BIP173). A Map: a prefix such as "constructor" must find nothing. */
const segwitNetworks = new Map<string, BitcoinNetwork>([
  ['bc', 'mainnet'],
  ['tb', 'testnet'],
  ['bcrt', 'regtest'],
]);

const testNetworks: readonly BitcoinNetwork[] = ['testnet', 'regtest'];
/** OP_DUP OP_HASH160 <20> … OP_EQUALVERIFY OP_CHECKSIG */
const payToPubkeyHash = (hash: Uint8Array) =>
  Buffer.concat([Buffer.from('76a914', 'hex'), hash, Buffer.from('88ac', 'hex')]);
/** OP_HASH160 <20> … OP_EQUAL */
const payToScriptHash = (hash: Uint8Array) =>
  Buffer.concat([Buffer.from('a914', 'hex'), hash, Buffer.from('87', 'hex')]);

/** Version bytes of legacy addresses (P2PKH, P2SH) with the networks they belong to. */
const legacyVersions = new Map<number, { networks: readonly BitcoinNetwork[]; script: (hash: Uint8Array) => Buffer }>([
  [0x00, { networks: ['mainnet'], script: payToPubkeyHash }],
  [0x05, { networks: ['mainnet'], script: payToScriptHash }],
  [0x6f, { networks: testNetworks, script: payToPubkeyHash }],
  [0xc4, { networks: testNetworks, script: payToScriptHash }],
]);

/**
 * A segwit address (BIP173, BIP350): witness version 0 with a bech32 checksum and a 20- or
 * 32-byte program; versions 1–16 with a bech32m checksum and a 2–40-byte program. The
 * decoders refuse mixed case, bad characters, bad checksums and non-canonical padding.
 */
function parseSegwitAddress(address: string): BitcoinAddress | undefined {
  // Decoding fails by throwing, which costs more than the decoding: a legacy address skips it.
  const separator = address.lastIndexOf('1');
  if (!segwitNetworks.has(address.slice(0, separator).toLowerCase())) return undefined;
  const asBech32 = bech32.decodeUnsafe(address);
  const decoded = asBech32 ?? bech32m.decodeUnsafe(address);
  const network = decoded && segwitNetworks.get(decoded.prefix);
  if (!decoded || !network || decoded.words.length === 0) return undefined;
  const [version, ...programWords] = decoded.words as [number, ...number[]];
  // The checksum variant is bound to the version: a v0 address with a bech32m checksum (or
  // v1+ with bech32) is a different, invalid string. No string passes both checksums.
  if (version > 16 || (version === 0) !== (asBech32 !== undefined)) return undefined;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program) return undefined;
  const lengthFits =
    version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40;
  if (!lengthFits) return undefined;
  return {
    networks: [network],
    canonical: address.toLowerCase(),
    // OP_0 or OP_1…OP_16, then the program pushed.
    outputScript: Buffer.concat([Buffer.from([version === 0 ? 0 : 0x50 + version, program.length]), program]),
    segwit: true,
  };
}

/** A legacy address: version byte + 20-byte hash, with a double-SHA256 checksum. */
function parseLegacyAddress(address: string): BitcoinAddress | undefined {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return undefined;
  }
  const kind = payload.length === 21 ? legacyVersions.get(payload[0]!) : undefined;
  if (!kind) return undefined;
  return { networks: kind.networks, canonical: address, outputScript: kind.script(payload.subarray(1)), segwit: false };
}

/** A legacy (P2PKH, P2SH) or segwit address of any witness version on any network, or undefined. */
export function parseBitcoinAddress(address: string): BitcoinAddress | undefined {
  return parseSegwitAddress(address) ?? parseLegacyAddress(address);
}

/** The one spelling of a valid payout address of the network, or undefined. */
export function canonicalBitcoinAddress(address: string, network: BitcoinNetwork): string | undefined {
  const parsed = parseBitcoinAddress(address);
  return parsed?.networks.includes(network) ? parsed.canonical : undefined;
}

/** Is this a payout address of the network? */
export function validateBitcoinAddress(address: string, network: BitcoinNetwork): boolean {
  return canonicalBitcoinAddress(address, network) !== undefined;
}
