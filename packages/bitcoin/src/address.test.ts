import { createHash } from 'node:crypto';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { bitcoinNetworkSchema, type BitcoinNetwork } from '@pool/contract';
import { canonicalBitcoinAddress, parseBitcoinAddress, validateBitcoinAddress } from './address.js';

const networks = bitcoinNetworkSchema.options;
const otherNetworks = (network: BitcoinNetwork) => networks.filter((other) => other !== network);

/** Valid segwit addresses of BIP350 (v0 with bech32, v1+ with bech32m) and the network their HRP names. */
const validSegwit: [string, BitcoinNetwork][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet'],
  ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', 'mainnet'],
  ['BC1SW50QGDZ25J', 'mainnet'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'mainnet'],
  ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'testnet'],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'testnet'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet'],
  ['bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw', 'regtest'],
];

/** Invalid addresses of BIP173 and BIP350, with their reasons. */
const invalidSegwit: [string, string][] = [
  ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'invalid human-readable part'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'invalid checksum'],
  ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'invalid witness version'],
  ['bc1rw5uspcuh', 'invalid program length'],
  ['bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', 'program too long'],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'invalid program length for witness version 0'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixed case'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'zero padding of more than 4 bits'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'non-zero padding in 8-to-5 conversion'],
  ['bc1gmk9yu', 'empty data section'],
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'invalid human-readable part'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bech32 instead of bech32m'],
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'bech32 instead of bech32m'],
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'bech32 instead of bech32m'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'bech32m instead of bech32'],
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'bech32m instead of bech32'],
  ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'invalid character in checksum'],
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalid witness version'],
  ['bc1pw5dgrnzv', 'invalid program length (1 byte)'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'program length 41 bytes'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'zero padding of more than 4 bits'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding in 8-to-5 conversion'],
];

const base58check = createBase58check((data: Uint8Array) => createHash('sha256').update(data).digest());
const hash160 = Uint8Array.from(Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex'));
const legacy = (version: number, hash = hash160) => base58check.encode(Uint8Array.from([version, ...hash]));

describe('validateBitcoinAddress: segwit (BIP173, BIP350)', () => {
  it.each(validSegwit)('accepts %s on %s only', (address, network) => {
    expect(validateBitcoinAddress(address, network)).toBe(true);
    for (const other of otherNetworks(network)) expect(validateBitcoinAddress(address, other), other).toBe(false);
  });

  it.each(invalidSegwit)('refuses %s (%s) on every network', (address) => {
    for (const network of networks) expect(validateBitcoinAddress(address, network), network).toBe(false);
  });

  it('refuses the wrong checksum variant although that checksum itself is right', () => {
    // Not vacuous: each string is a well-formed bech32 or bech32m string; only the rule
    // binding the variant to the witness version refuses it.
    expect(bech32.decodeUnsafe('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBeTruthy();
    expect(bech32m.decodeUnsafe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBeTruthy();
    expect(validateBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'mainnet')).toBe(
      false,
    );
    expect(validateBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'mainnet')).toBe(false);
  });

  it('refuses a v0 program of a length other than 20 or 32 bytes with a right checksum', () => {
    const program = bech32.toWords(new Uint8Array(25));
    expect(validateBitcoinAddress(bech32.encode('bc', [0, ...program]), 'mainnet')).toBe(false);
    expect(validateBitcoinAddress(bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(32))]), 'mainnet')).toBe(
      true,
    );
  });
});

describe('validateBitcoinAddress: base58check (P2PKH, P2SH)', () => {
  it('accepts the version bytes of each network', () => {
    expect(validateBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet')).toBe(true);
    expect(validateBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet')).toBe(true);
    expect(legacy(0x00)).toBe('1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH');
    expect(legacy(0x6f)).toBe('mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r');
    for (const network of ['testnet', 'regtest'] as const) {
      expect(validateBitcoinAddress('mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r', network)).toBe(true);
      expect(validateBitcoinAddress('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', network)).toBe(true);
      expect(validateBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', network)).toBe(false);
    }
    expect(validateBitcoinAddress('mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r', 'mainnet')).toBe(false);
    expect(validateBitcoinAddress('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'mainnet')).toBe(false);
  });

  it('refuses a wrong checksum, another version byte, a wrong length and non-base58 text', () => {
    expect(validateBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'mainnet')).toBe(false);
    expect(validateBitcoinAddress(legacy(0x30), 'mainnet')).toBe(false);
    expect(validateBitcoinAddress(legacy(0x00, hash160.slice(1)), 'mainnet')).toBe(false);
    expect(validateBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0', 'mainnet')).toBe(false);
    expect(validateBitcoinAddress('', 'mainnet')).toBe(false);
    expect(validateBitcoinAddress('not an address', 'mainnet')).toBe(false);
  });
});

describe('canonicalBitcoinAddress', () => {
  it('keeps segwit addresses lower case and legacy ones as they are', () => {
    expect(canonicalBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet')).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    );
    expect(canonicalBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet')).toBe(
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    );
    expect(canonicalBitcoinAddress('bc1gmk9yu', 'mainnet')).toBeUndefined();
  });
});

describe('parseBitcoinAddress: the output script paying it', () => {
  // The scriptPubKeys BIP173 and BIP350 give for their test vectors.
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    ],
    [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
    ],
    ['BC1SW50QGDZ25J', '6002751e'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ],
  ])('%s pays %s, through the witness', (address, script) => {
    expect(parseBitcoinAddress(address)).toMatchObject({ segwit: true });
    expect(parseBitcoinAddress(address)!.outputScript.toString('hex')).toBe(script);
  });

  it('pays a legacy address by P2PKH or P2SH, outside the witness, on the networks its version byte names', () => {
    // The genesis block's address.
    expect(parseBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual({
      networks: ['mainnet'],
      canonical: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      outputScript: Buffer.from('76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac', 'hex'),
      segwit: false,
    });
    const hash = Buffer.from(hash160).toString('hex');
    expect(parseBitcoinAddress(legacy(0x05))!.outputScript.toString('hex')).toBe(`a914${hash}87`);
    expect(parseBitcoinAddress(legacy(0x6f))).toMatchObject({ networks: ['testnet', 'regtest'] });
    expect(parseBitcoinAddress(legacy(0xc4))!.outputScript.toString('hex')).toBe(`a914${hash}87`);
  });

  it('reads nothing from an unknown prefix, even one an object has as a property', () => {
    expect(parseBitcoinAddress(bech32.encode('constructor', [0, ...bech32.toWords(hash160)]))).toBeUndefined();
    expect(parseBitcoinAddress('not an address')).toBeUndefined();
  });
});
