import { formatHpkeBuf, hpkeDecrypt, hpkeEncrypt } from '@turnkey/crypto';
import { hexToBytes, utf8Decode, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/sandbox/reasonOf.js';
import { compressPublicKey } from './compressPublicKey.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { hpkeSealToPublicKey } from './hpkeSealToPublicKey.js';
import { openHpkeCiphertext } from './openHpkeCiphertext.js';

describe('hpkeSealToPublicKey', () => {
  it("is opened by the production package's hpkeDecrypt", async () => {
    const receiver = generateP256KeyPair();
    const sealed = hpkeSealToPublicKey(utf8Encode('secret words'), receiver.publicKey);
    expect(sealed.encappedPublic).toMatch(/^04[0-9a-f]{128}$/);
    const opened = hpkeDecrypt({
      ciphertextBuf: hexToBytes(sealed.ciphertext),
      encappedKeyBuf: hexToBytes(sealed.encappedPublic),
      receiverPriv: receiver.privateKey,
    });
    expect(utf8Decode(opened)).toBe('secret words');
  });

  it("opens what the production package's hpkeEncrypt seals", async () => {
    const receiver = generateP256KeyPair();
    const message = formatHpkeBuf(
      hpkeEncrypt({
        plainTextBuf: utf8Encode('from prod'),
        targetKeyBuf: hexToBytes(receiver.publicKey),
      }),
    );
    expect(utf8Decode(openHpkeCiphertext(message, receiver.privateKey))).toBe('from prod');
  });

  it('round-trips, with a fresh enc every time, to a key given compressed', async () => {
    const receiver = generateP256KeyPair();
    const a = hpkeSealToPublicKey(utf8Encode('x'), compressPublicKey(receiver.publicKey));
    const b = hpkeSealToPublicKey(utf8Encode('x'), receiver.publicKey);
    expect(a.encappedPublic).not.toBe(b.encappedPublic);
    expect(utf8Decode(openHpkeCiphertext(a, receiver.privateKey))).toBe('x');
    expect(utf8Decode(openHpkeCiphertext(b, receiver.privateKey))).toBe('x');
  });

  it('throws INVALID_KEY for a receiver key that is not a P-256 point', async () => {
    expect(await reasonOf(() => hpkeSealToPublicKey(utf8Encode('x'), '04abcd'))).toBe(
      'INVALID_KEY',
    );
  });
});
