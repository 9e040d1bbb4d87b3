import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import {
  bytesToHex,
  eip191Message,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { createDevWalletSigner } from './createDevWalletSigner.js';

/** The compressed public key that signed `message` (EIP-191), from an `r || s || v` signature. */
function signerOf(message: Uint8Array, signature: string): string {
  const bytes = hexToBytes(signature.slice(2));
  const v = (bytes[64] ?? 0) - 27;
  const recovered = new Uint8Array([v, ...bytes.subarray(0, 64)]);
  const digest = keccak_256(eip191Message(message));
  return bytesToHex(secp256k1.recoverPublicKey(recovered, digest, { prehash: false }));
}

describe('dev wallet personal_sign', () => {
  const wallet = createDevWalletSigner();
  const sign = (message: unknown) =>
    wallet.answer({
      chain: 'ethereum',
      method: 'personal_sign',
      message: message as string,
      address: wallet.ethereum.address,
    });

  it('signs 0x-hex as its bytes and any other text as its UTF-8 bytes, as wallets do', () => {
    const hex = sign('0x68656c6c6f');
    const text = sign('{"organizationId":"o"}');
    if (!('result' in hex) || !('result' in text)) throw new Error('the wallet refused');
    expect(signerOf(utf8Encode('hello'), String(hex.result))).toBe(wallet.ethereum.publicKey);
    expect(signerOf(utf8Encode('{"organizationId":"o"}'), String(text.result))).toBe(
      wallet.ethereum.publicKey,
    );
  });

  it('answers an error for a message that is not a string', () => {
    expect(sign(42)).toEqual({ error: { code: -32602, message: 'message must be a string' } });
  });
});
