import { p256 } from '@noble/curves/nist.js';
import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { aptosAddress } from './aptosAddress.js';
import type { BitcoinNetwork } from './bitcoinNetworks.js';
import { bitcoinP2pkhAddress } from './bitcoinP2pkhAddress.js';
import { bitcoinP2shP2wpkhAddress } from './bitcoinP2shP2wpkhAddress.js';
import { bitcoinP2trAddress } from './bitcoinP2trAddress.js';
import { bitcoinP2wpkhAddress } from './bitcoinP2wpkhAddress.js';
import { cosmosAddress } from './cosmosAddress.js';
import { dogecoinAddress } from './dogecoinAddress.js';
import { ethereumAddress } from './ethereumAddress.js';
import { secp256k1PublicKey } from './secp256k1PublicKey.js';
import { solanaAddress } from './solanaAddress.js';
import { stellarAddress } from './stellarAddress.js';
import { suiAddress } from './suiAddress.js';
import { tronAddress } from './tronAddress.js';
import { xrpAddress } from './xrpAddress.js';

/** Turns a derived public key (compressed SEC1, or 32-byte ed25519) into an address string. */
export type AddressEncoder = (publicKey: Uint8Array) => string;

type Row = Partial<Record<Curve, AddressEncoder>>;

const bitcoin = (network: BitcoinNetwork) =>
  ({
    p2pkh: { CURVE_SECP256K1: (pk) => bitcoinP2pkhAddress(pk, network) },
    p2sh: { CURVE_SECP256K1: (pk) => bitcoinP2shP2wpkhAddress(pk, network) },
    p2wpkh: { CURVE_SECP256K1: (pk) => bitcoinP2wpkhAddress(pk, network) },
    p2tr: { CURVE_SECP256K1: (pk) => bitcoinP2trAddress(pk, network) },
  }) satisfies Record<string, Row>;

const mainnet = bitcoin('mainnet');
const testnet = bitcoin('testnet');
const signet = bitcoin('signet');
const regtest = bitcoin('regtest');

/**
 * Which (address format, curve) pairs the sandbox derives. A pair that is absent is refused with
 * UnsupportedAddressFormatError: either the format does not exist on that curve (SOLANA on
 * secp256k1) or the sandbox does not implement it (TON, SPARK, P2WSH, which needs a script).
 */
export const ADDRESS_ENCODERS: Partial<Record<AddressFormat, Row>> = {
  ADDRESS_FORMAT_UNCOMPRESSED: {
    CURVE_SECP256K1: (pk) => bytesToHex(secp256k1PublicKey(pk, false)),
    CURVE_P256: (pk) => bytesToHex(p256.Point.fromBytes(pk).toBytes(false)),
  },
  ADDRESS_FORMAT_COMPRESSED: {
    CURVE_SECP256K1: (pk) => bytesToHex(secp256k1PublicKey(pk, true)),
    CURVE_P256: (pk) => bytesToHex(p256.Point.fromBytes(pk).toBytes(true)),
    // ed25519 has a single 32-byte encoding (RFC 8032 section 5.1.2), which is already compressed.
    CURVE_ED25519: (pk) => bytesToHex(pk),
  },
  ADDRESS_FORMAT_ETHEREUM: { CURVE_SECP256K1: ethereumAddress },
  ADDRESS_FORMAT_SOLANA: { CURVE_ED25519: solanaAddress },
  ADDRESS_FORMAT_COSMOS: { CURVE_SECP256K1: (pk) => cosmosAddress(pk, 'cosmos') },
  ADDRESS_FORMAT_SEI: { CURVE_SECP256K1: (pk) => cosmosAddress(pk, 'sei') },
  ADDRESS_FORMAT_TRON: { CURVE_SECP256K1: tronAddress },
  ADDRESS_FORMAT_SUI: {
    CURVE_ED25519: (pk) => suiAddress(pk, 'CURVE_ED25519'),
    CURVE_SECP256K1: (pk) => suiAddress(pk, 'CURVE_SECP256K1'),
    CURVE_P256: (pk) => suiAddress(pk, 'CURVE_P256'),
  },
  ADDRESS_FORMAT_APTOS: { CURVE_ED25519: aptosAddress },
  ADDRESS_FORMAT_XLM: { CURVE_ED25519: stellarAddress },
  ADDRESS_FORMAT_XRP: { CURVE_SECP256K1: xrpAddress },
  ADDRESS_FORMAT_DOGE_MAINNET: { CURVE_SECP256K1: (pk) => dogecoinAddress(pk, 'mainnet') },
  ADDRESS_FORMAT_DOGE_TESTNET: { CURVE_SECP256K1: (pk) => dogecoinAddress(pk, 'testnet') },
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2PKH: mainnet.p2pkh,
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2SH: mainnet.p2sh,
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH: mainnet.p2wpkh,
  ADDRESS_FORMAT_BITCOIN_MAINNET_P2TR: mainnet.p2tr,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2PKH: testnet.p2pkh,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2SH: testnet.p2sh,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2WPKH: testnet.p2wpkh,
  ADDRESS_FORMAT_BITCOIN_TESTNET_P2TR: testnet.p2tr,
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2PKH: signet.p2pkh,
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2SH: signet.p2sh,
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2WPKH: signet.p2wpkh,
  ADDRESS_FORMAT_BITCOIN_SIGNET_P2TR: signet.p2tr,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2PKH: regtest.p2pkh,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2SH: regtest.p2sh,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2WPKH: regtest.p2wpkh,
  ADDRESS_FORMAT_BITCOIN_REGTEST_P2TR: regtest.p2tr,
};
