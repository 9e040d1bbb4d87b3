import { describe, expect, it } from 'vitest';
import { hexToBytes, utf8Encode } from '../../protocol/encoding.js';
import { createBootProof } from './createBootProof.js';
import { generateAppProofEphemeralKeys } from './generateAppProofEphemeralKeys.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';

const root = generateP256KeyPair();
const ephemeral = generateAppProofEphemeralKeys();

async function webCryptoVerify(publicKey: string, signature: string, message: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(hexToBytes(publicKey)),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Uint8Array.from(hexToBytes(signature)),
    Uint8Array.from(utf8Encode(message)),
  );
}

describe('createBootProof', () => {
  it('attests the ephemeral key hex with a root signature over sha256(utf8(hex))', async () => {
    const proof = createBootProof(root, ephemeral.publicKey, 1_750_000_000_123);
    expect(proof).toMatchObject({
      scheme: 'SANDBOX_BOOT_PROOF_P256',
      ephemeralPublicKey: ephemeral.publicKey,
      createdAt: { seconds: '1750000000', nanos: '123000000' },
    });
    expect(hexToBytes(proof.signature).length).toBe(64);
    // WebCrypto ECDSA/SHA-256 hashes the message once: the standard one-hash rule.
    expect(await webCryptoVerify(root.publicKey, proof.signature, ephemeral.publicKey)).toBe(true);
  });

  it('does not verify for another root, or for another ephemeral key', async () => {
    const proof = createBootProof(root, ephemeral.publicKey, 0);
    const other = generateP256KeyPair();
    expect(await webCryptoVerify(other.publicKey, proof.signature, ephemeral.publicKey)).toBe(
      false,
    );
    const otherEphemeral = generateAppProofEphemeralKeys().publicKey;
    expect(await webCryptoVerify(root.publicKey, proof.signature, otherEphemeral)).toBe(false);
  });
});
