export { btcToSatoshi, satoshiToBtc } from './amounts.js';
export {
  canonicalBitcoinAddress,
  parseBitcoinAddress,
  validateBitcoinAddress,
  type BitcoinAddress,
} from './address.js';
export { ChainError } from './chain-error.js';
export { BitcoinCoreRpc, rpcTimeoutMs } from './rpc.js';
