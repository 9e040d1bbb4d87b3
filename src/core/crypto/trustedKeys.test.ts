import { p256 } from '@noble/curves/nist.js';
import {
  PRODUCTION_NOTARIZER_SIGN_PUBLIC_KEY,
  PRODUCTION_SIGNER_SIGN_PUBLIC_KEY,
  PRODUCTION_TLS_FETCHER_SIGN_PUBLIC_KEY,
} from '@turnkey/crypto';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '../../protocol/encoding.js';
import { productionTrustedKeys } from './trustedKeys.js';

describe('productionTrustedKeys', () => {
  it('equals the keys the production package publishes', () => {
    expect(productionTrustedKeys).toEqual({
      tlsFetcher: PRODUCTION_TLS_FETCHER_SIGN_PUBLIC_KEY,
      signer: PRODUCTION_SIGNER_SIGN_PUBLIC_KEY,
      notarizer: PRODUCTION_NOTARIZER_SIGN_PUBLIC_KEY,
    });
    // Absent: app proofs chain to the built-in AWS Nitro root, pinned by fingerprint.
    expect(productionTrustedKeys.attestationRootCertificate).toBeUndefined();
    expect(Object.isFrozen(productionTrustedKeys)).toBe(true);
  });

  it('holds valid uncompressed P-256 points', () => {
    for (const key of Object.values(productionTrustedKeys)) {
      expect(key).toMatch(/^04[0-9a-f]{128}$/);
      expect(() => p256.Point.fromBytes(hexToBytes(key as string)).assertValidity()).not.toThrow();
    }
  });
});
