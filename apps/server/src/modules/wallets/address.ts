import { createHash } from 'node:crypto';
import { bech32, bech32m, createBase58check } from '@scure/base';
import type { BitcoinNetwork } from '@pool/contract';

const base58check = createBase58check((data: Uint8Array) => createHash('sha256').update(data).digest());

/** Version bytes of legacy addresses (P2PKH, P2SH); regtest shares testnet's. */
const base58Versions: Record<BitcoinNetwork, readonly number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
  regtest: [0x6f, 0xc4],
};

/** Human-readable parts of segwit addresses (BIP173). */
const segwitPrefixes: Record<BitcoinNetwork, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' };

/** A legacy address: version byte + 20-byte hash, with a double-SHA256 checksum. */
function isBase58Address(address: string, network: BitcoinNetwork): boolean {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return false;
  }
  return payload.length === 21 && base58Versions[network].includes(payload[0]!);
}

/**
 * A segwit address (BIP173, BIP350): witness version 0 with a bech32 checksum and a 20- or
 * 32-byte program; versions 1–16 with a bech32m checksum and a 2–40-byte program. The
 * decoders refuse mixed case, bad characters, bad checksums and non-canonical padding.
 */
function isSegwitAddress(address: string, network: BitcoinNetwork): boolean {
  const prefix = segwitPrefixes[network];
  if (!address.toLowerCase().startsWith(`${prefix}1`)) return false;
  const decoded = bech32.decodeUnsafe(address) ?? bech32m.decodeUnsafe(address);
  if (!decoded || decoded.prefix !== prefix || decoded.words.length === 0) return false;
  const [version, ...programWords] = decoded.words as [number, ...number[]];
  if (version > 16) return false;
  // The checksum variant is bound to the version: a v0 address with a bech32m checksum
  // (or v1+ with bech32) is a different, invalid string (BIP350).
  const variant = version === 0 ? bech32 : bech32m;
  if (!variant.decodeUnsafe(address)) return false;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program) return false;
  if (version === 0) return program.length === 20 || program.length === 32;
  return program.length >= 2 && program.length <= 40;
}

/**
 * The one spelling of a valid payout address of the network (legacy P2PKH/P2SH or segwit of
 * any witness version), or undefined. Segwit addresses may arrive upper case (QR codes use
 * it) and are kept lower case, so the same address never counts as a change.
 */
export function canonicalBitcoinAddress(address: string, network: BitcoinNetwork): string | undefined {
  if (isSegwitAddress(address, network)) return address.toLowerCase();
  if (isBase58Address(address, network)) return address;
  return undefined;
}

/** Is this a payout address of the network? */
export function validateBitcoinAddress(address: string, network: BitcoinNetwork): boolean {
  return canonicalBitcoinAddress(address, network) !== undefined;
}
