import { verifyAppProofSignature } from '@turnkey/crypto';
import { hexToBytes, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { addressDerivationProof } from './addressDerivationProof.js';
import { createAppProof } from './createAppProof.js';
import { generateAppProofEphemeralKeys } from './generateAppProofEphemeralKeys.js';
import { verifyP256Signature } from './verifyP256Signature.js';

const ephemeral = generateAppProofEphemeralKeys();
const payload = addressDerivationProof({
  organizationId: 'org-1',
  walletId: 'wallet-1',
  derivationPath: "m/44'/60'/0'/0/0",
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  timestampMs: 1_750_000_000_123,
});

describe('addressDerivationProof', () => {
  it('builds the documented payload, keys in order, timestamp as a string', () => {
    expect(JSON.stringify(payload)).toBe(
      '{"type":"APP_PROOF_TYPE_ADDRESS_DERIVATION","timestampMs":"1750000000123",' +
        '"addressDerivationProof":{"organizationId":"org-1","walletId":"wallet-1",' +
        '"derivationPath":"m/44\'/60\'/0\'/0/0","address":"0x9858EfFD232B4033E47d90003D41EC34EcaEda94"}}',
    );
  });
});

describe('createAppProof', () => {
  it('signs sha256(utf8(proofPayload)) raw r||s with the signing half of the 130-byte key', () => {
    const proof = createAppProof(ephemeral, payload);
    expect(proof.scheme).toBe('SIGNATURE_SCHEME_EPHEMERAL_KEY_P256');
    expect(proof.publicKey).toBe(ephemeral.publicKey);
    expect(hexToBytes(proof.publicKey).length).toBe(130);
    expect(proof.proofPayload).toBe(JSON.stringify(payload));
    expect(hexToBytes(proof.signature).length).toBe(64);
    const check = (publicKey: string) =>
      verifyP256Signature({
        publicKey,
        message: utf8Encode(proof.proofPayload),
        signature: hexToBytes(proof.signature),
        format: 'raw',
      });
    expect(check(ephemeral.signing.publicKey)).toBe(true);
    expect(check(ephemeral.encryption.publicKey)).toBe(false);
  });

  it("passes the production package's verifyAppProofSignature, and fails it when tampered", () => {
    const proof = createAppProof(ephemeral, payload);
    expect(() => verifyAppProofSignature(proof)).not.toThrow();
    const otherAddress = proof.proofPayload.replace('0x9858', '0x9859');
    expect(() => verifyAppProofSignature({ ...proof, proofPayload: otherAddress })).toThrow();
    const otherKey = generateAppProofEphemeralKeys().publicKey;
    expect(() => verifyAppProofSignature({ ...proof, publicKey: otherKey })).toThrow();
  });
});
