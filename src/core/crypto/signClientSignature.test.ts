import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { loginSignatureMessage } from '../../protocol/clientSignatureMessage.js';
import { hexToBytes, utf8Encode } from '../../protocol/encoding.js';
import { generateSessionKeyPair } from './generateSessionKeyPair.js';
import { publicKeyHex } from './publicKeyHex.js';
import { signClientSignature } from './signClientSignature.js';

describe('signClientSignature', () => {
  it('signs sha256(utf8(message)) with raw r||s hex', async () => {
    const { privateKey, publicKey } = await generateSessionKeyPair();
    const { compressed } = await publicKeyHex(publicKey);
    const message = loginSignatureMessage({ publicKey: compressed, tokenId: 'token-1' });
    const sig = await signClientSignature(privateKey, compressed, message);
    expect(sig).toMatchObject({
      publicKey: compressed,
      scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
      message,
    });
    expect(sig.signature).toMatch(/^[0-9a-f]{128}$/);
    const digest = sha256(utf8Encode(message));
    expect(
      p256.verify(hexToBytes(sig.signature), digest, hexToBytes(compressed), { prehash: false }),
    ).toBe(true);
  });
});
