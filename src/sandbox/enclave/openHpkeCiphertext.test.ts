import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import type { HpkeCiphertext } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  concatBytes,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/sandbox/reasonOf.js';
import { compressPublicKey } from './compressPublicKey.js';
import { generateP256KeyPair } from './generateP256KeyPair.js';
import { hpkeSealToPublicKey } from './hpkeSealToPublicKey.js';
import { openHpkeCiphertext } from './openHpkeCiphertext.js';

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
});

/** Seals with the suite directly, choosing info and AAD, to show each one is checked. */
async function sealWith(
  receiverPublicKey: string,
  info: string,
  aad: (enc: Uint8Array, receiver: Uint8Array) => Uint8Array,
): Promise<HpkeCiphertext> {
  const receiver = hexToBytes(receiverPublicKey);
  const sender = await suite.createSenderContext({
    recipientPublicKey: await suite.kem.deserializePublicKey(receiver),
    info: utf8Encode(info),
  });
  const enc = new Uint8Array(sender.enc);
  const ciphertext = await sender.seal(utf8Encode('payload'), aad(enc, receiver));
  return { encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(new Uint8Array(ciphertext)) };
}

function flip(hex: string, index: number): string {
  const bytes = hexToBytes(hex);
  bytes[index]! ^= 0x01;
  return bytesToHex(bytes);
}

describe('openHpkeCiphertext', () => {
  const receiver = generateP256KeyPair();

  it('opens plain RFC 9180 with info "turnkey_hpke" and AAD enc || receiver', async () => {
    const message = await sealWith(receiver.publicKey, 'turnkey_hpke', (e, r) => concatBytes(e, r));
    expect(openHpkeCiphertext(message, receiver.privateKey)).toEqual(utf8Encode('payload'));
    expect(openHpkeCiphertext(JSON.stringify(message), receiver.privateKey)).toEqual(
      utf8Encode('payload'),
    );
  });

  it('fails as DECRYPT_FAILED with a wrong AAD or info', async () => {
    const wrong = [
      await sealWith(receiver.publicKey, 'turnkey_hpke', (e, r) => concatBytes(r, e)),
      await sealWith(receiver.publicKey, 'turnkey_hpke', () => new Uint8Array()),
      await sealWith(receiver.publicKey, 'turnkey_hpke', (e) => e),
      await sealWith(receiver.publicKey, 'other_info', (e, r) => concatBytes(e, r)),
    ];
    for (const message of wrong) {
      expect(await reasonOf(() => openHpkeCiphertext(message, receiver.privateKey))).toBe(
        'DECRYPT_FAILED',
      );
    }
  });

  it('fails as DECRYPT_FAILED with another key or a tampered message', async () => {
    const message = hpkeSealToPublicKey(utf8Encode('payload'), receiver.publicKey);
    const other = generateP256KeyPair();
    const tampered: HpkeCiphertext[] = [
      { ...message, ciphertext: flip(message.ciphertext, 0) },
      {
        ...message,
        ciphertext: flip(message.ciphertext, hexToBytes(message.ciphertext).length - 1),
      },
      { ...message, ciphertext: message.ciphertext.slice(0, -2) },
      // A valid point, just not the one the sender used.
      { ...message, encappedPublic: other.publicKey },
    ];
    expect(await reasonOf(() => openHpkeCiphertext(message, other.privateKey))).toBe(
      'DECRYPT_FAILED',
    );
    for (const m of tampered) {
      expect(await reasonOf(() => openHpkeCiphertext(m, receiver.privateKey))).toBe(
        'DECRYPT_FAILED',
      );
    }
    // An off-curve enc is refused by the KEM (RFC 9180, 7.1.4: validate public keys).
    const offCurve = { ...message, encappedPublic: flip(message.encappedPublic, 64) };
    expect(await reasonOf(() => openHpkeCiphertext(offCurve, receiver.privateKey))).toBe(
      'DECRYPT_FAILED',
    );
  });

  it('refuses malformed messages as MALFORMED', async () => {
    const message = hpkeSealToPublicKey(utf8Encode('payload'), receiver.publicKey);
    const text = JSON.stringify(message);
    const cases: (HpkeCiphertext | string)[] = [
      text.slice(0, -3),
      '',
      'null',
      JSON.stringify({ encappedPublic: message.encappedPublic }),
      { ...message, ciphertext: 'zz' },
      { ...message, ciphertext: 'ab'.repeat(15) },
      { ...message, encappedPublic: compressPublicKey(message.encappedPublic) },
      { ...message, encappedPublic: `05${message.encappedPublic.slice(2)}` },
    ];
    for (const input of cases) {
      expect(await reasonOf(() => openHpkeCiphertext(input, receiver.privateKey))).toBe(
        'MALFORMED',
      );
    }
  });

  it('throws INVALID_KEY for a bad receiver private key', async () => {
    const message = hpkeSealToPublicKey(utf8Encode('payload'), receiver.publicKey);
    for (const bad of ['', '00'.repeat(32), 'ff'.repeat(32), 'abc']) {
      expect(await reasonOf(() => openHpkeCiphertext(message, bad))).toBe('INVALID_KEY');
    }
  });
});
