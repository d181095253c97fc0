import { createHash } from 'node:crypto';
import { bech32, bech32m, createBase58check } from '@scure/base';

const base58check = createBase58check((data: Uint8Array) => createHash('sha256').update(data).digest());

/** Version bytes of legacy addresses: P2PKH and P2SH on mainnet, then on testnet/regtest. */
const payToPubkeyHash = new Set([0x00, 0x6f]);
const payToScriptHash = new Set([0x05, 0xc4]);

/**
 * The output script paying a bitcoin address (what the coinbase pays the pool with):
 * P2PKH, P2SH, or a segwit program of any version. Throws on anything else, so a typo in
 * POOL_PAYOUT_ADDRESS stops the start instead of mining to nowhere.
 */
export function addressToScript(address: string): Buffer {
  const segwit = bech32.decodeUnsafe(address) ?? bech32m.decodeUnsafe(address);
  if (segwit && ['bc', 'tb', 'bcrt'].includes(segwit.prefix) && segwit.words.length > 0) {
    const [version, ...programWords] = segwit.words as [number, ...number[]];
    const program = Buffer.from(bech32.fromWords(programWords));
    const variant = version === 0 ? bech32 : bech32m;
    if (version <= 16 && variant.decodeUnsafe(address) && program.length >= 2 && program.length <= 40) {
      return Buffer.concat([Buffer.from([version === 0 ? 0 : 0x50 + version, program.length]), program]);
    }
  }
  let payload: Uint8Array | undefined;
  try {
    payload = base58check.decode(address);
  } catch {
    payload = undefined;
  }
  if (payload?.length === 21) {
    const hash = Buffer.from(payload.subarray(1));
    // OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG, or OP_HASH160 <20> OP_EQUAL.
    if (payToPubkeyHash.has(payload[0]!))
      return Buffer.concat([Buffer.from('76a914', 'hex'), hash, Buffer.from('88ac', 'hex')]);
    if (payToScriptHash.has(payload[0]!))
      return Buffer.concat([Buffer.from('a914', 'hex'), hash, Buffer.from('87', 'hex')]);
  }
  throw new Error(`Not a bitcoin address: ${address}`);
}
