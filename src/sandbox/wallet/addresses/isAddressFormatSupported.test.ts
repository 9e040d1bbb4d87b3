import {
  ADDRESS_FORMATS,
  type AddressFormat,
  CURVES,
  type Curve,
} from 'embedded-wallet-kit/protocol';
import { describe, expect, it } from 'vitest';
import { isAddressFormatSupported } from './isAddressFormatSupported.js';

const SECP = 'CURVE_SECP256K1';
const P256 = 'CURVE_P256';
const ED = 'CURVE_ED25519';

/** The whole support matrix, spelled out so that a change to it is a visible decision. */
const SUPPORTED: Array<[AddressFormat, Curve[]]> = [
  ['ADDRESS_FORMAT_UNCOMPRESSED', [SECP, P256]],
  ['ADDRESS_FORMAT_COMPRESSED', [SECP, P256, ED]],
  ['ADDRESS_FORMAT_ETHEREUM', [SECP]],
  ['ADDRESS_FORMAT_SOLANA', [ED]],
  ['ADDRESS_FORMAT_COSMOS', [SECP]],
  ['ADDRESS_FORMAT_TRON', [SECP]],
  ['ADDRESS_FORMAT_SUI', [SECP, P256, ED]],
  ['ADDRESS_FORMAT_APTOS', [ED]],
  ['ADDRESS_FORMAT_SEI', [SECP]],
  ['ADDRESS_FORMAT_XLM', [ED]],
  ['ADDRESS_FORMAT_XRP', [SECP]],
  ['ADDRESS_FORMAT_DOGE_MAINNET', [SECP]],
  ['ADDRESS_FORMAT_DOGE_TESTNET', [SECP]],
  ...(['MAINNET', 'TESTNET', 'SIGNET', 'REGTEST'] as const).flatMap((network) =>
    (['P2PKH', 'P2SH', 'P2WPKH', 'P2TR'] as const).map((kind): [AddressFormat, Curve[]] => [
      `ADDRESS_FORMAT_BITCOIN_${network}_${kind}`,
      [SECP],
    ]),
  ),
];

describe('isAddressFormatSupported', () => {
  const supported = new Map(SUPPORTED);

  it.each(
    ADDRESS_FORMATS.flatMap((format) =>
      CURVES.map((curve): [AddressFormat, Curve] => [format, curve]),
    ),
  )('%s on %s matches the support matrix', (format, curve) => {
    expect(isAddressFormatSupported(curve, format)).toBe(
      supported.get(format)?.includes(curve) ?? false,
    );
  });

  it('leaves out exactly TON, SPARK and P2WSH', () => {
    const unsupported = ADDRESS_FORMATS.filter((format) => !supported.has(format));
    expect(unsupported).toEqual([
      'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WSH',
      'ADDRESS_FORMAT_BITCOIN_TESTNET_P2WSH',
      'ADDRESS_FORMAT_BITCOIN_SIGNET_P2WSH',
      'ADDRESS_FORMAT_BITCOIN_REGTEST_P2WSH',
      'ADDRESS_FORMAT_TON_V3R2',
      'ADDRESS_FORMAT_TON_V4R2',
      'ADDRESS_FORMAT_TON_V5R1',
      'ADDRESS_FORMAT_SPARK_MAINNET',
      'ADDRESS_FORMAT_SPARK_REGTEST',
    ]);
  });

  it('does not mistake inherited object keys for formats', () => {
    expect(isAddressFormatSupported(SECP, 'toString' as AddressFormat)).toBe(false);
    expect(isAddressFormatSupported('constructor' as Curve, 'ADDRESS_FORMAT_ETHEREUM')).toBe(false);
  });
});
