import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { generateEnclaveKeys } from './generateEnclaveKeys.js';
import type { P256KeyPair } from './generateP256KeyPair.js';
import { trustedKeysOf } from './trustedKeysOf.js';
import * as x509 from './x509.js';

function expectValidPair(pair: P256KeyPair): void {
  expect(pair.privateKey).toMatch(/^[0-9a-f]{64}$/);
  expect(pair.publicKey).toMatch(/^04[0-9a-f]{128}$/);
  expect(bytesToHex(p256.getPublicKey(hexToBytes(pair.privateKey), false))).toBe(pair.publicKey);
}

describe('generateEnclaveKeys', () => {
  it('makes distinct, valid P-256 pairs with uncompressed public keys', async () => {
    const keys = await generateEnclaveKeys();
    const pairs = [
      keys.tlsFetcher,
      keys.signer,
      keys.notarizer,
      keys.appProofEphemeral.encryption,
      keys.appProofEphemeral.signing,
    ];
    for (const pair of pairs) expectValidPair(pair);
    expect(new Set(pairs.map((p) => p.privateKey)).size).toBe(pairs.length);
  });

  it('gives the app-proof ephemeral key as encryption (65) || signing (65) = 130 bytes', async () => {
    const { appProofEphemeral } = await generateEnclaveKeys();
    const bytes = hexToBytes(appProofEphemeral.publicKey);
    expect(bytes.length).toBe(130);
    expect(bytesToHex(bytes.subarray(0, 65))).toBe(appProofEphemeral.encryption.publicKey);
    expect(bytesToHex(bytes.subarray(65))).toBe(appProofEphemeral.signing.publicKey);
  });

  it('makes a P-384 attestation root, kept as PEM', async () => {
    const { attestation } = await generateEnclaveKeys();
    const root = new x509.X509Certificate(attestation.rootCertificate);
    expect(attestation.rootCertificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(root.publicKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-384' });
    expect(await root.verify()).toBe(true);
  });

  it('survives a JSON round trip (the sandbox persists the keys)', async () => {
    const keys = await generateEnclaveKeys();
    expect(JSON.parse(JSON.stringify(keys))).toEqual(keys);
  });
});

describe('trustedKeysOf', () => {
  it('publishes exactly the pinned public keys and the attestation root', async () => {
    const keys = await generateEnclaveKeys();
    expect(trustedKeysOf(keys)).toEqual({
      tlsFetcher: keys.tlsFetcher.publicKey,
      signer: keys.signer.publicKey,
      notarizer: keys.notarizer.publicKey,
      attestationRootCertificate: keys.attestation.rootCertificate,
    });
  });
});
