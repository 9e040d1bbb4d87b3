import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { encryptOtpCodeToBundle, hpkeDecrypt } from '@turnkey/crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signEnvelope, testKey } from '../../../test/support/core/cryptoFixtures.js';
import {
  bytesToHex,
  concatBytes,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { encryptOtpCode } from './encryptOtpCode.js';

const tlsFetcher = testKey();
const target = testKey();
const bundle = signEnvelope(tlsFetcher, { targetPublic: target.uncompressed });
const session = testKey();

const args = {
  bundle,
  pinnedKey: tlsFetcher.uncompressed,
  otpCode: 'A1B2C3',
  sessionPublicKeyCompressed: session.compressed,
};

const parse = (s: string) => JSON.parse(s) as { encappedPublic: string; ciphertext: string };

/** Watches every WebCrypto call that sealing needs (HPKE reads `globalThis.crypto` too). */
function watchSubtle() {
  return (['generateKey', 'deriveBits', 'encrypt', 'importKey', 'verify'] as const).map((m) =>
    vi.spyOn(crypto.subtle, m),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('encryptOtpCode', () => {
  it('seals {otp_code, public_key} so the production package opens it', async () => {
    const sealed = parse(await encryptOtpCode(args));
    expect(Object.keys(sealed)).toEqual(['encappedPublic', 'ciphertext']);
    expect(hexToBytes(sealed.encappedPublic)).toHaveLength(65);
    const plaintext = hpkeDecrypt({
      ciphertextBuf: hexToBytes(sealed.ciphertext),
      encappedKeyBuf: hexToBytes(sealed.encappedPublic),
      receiverPriv: target.secretHex,
    });
    expect(utf8Decode(plaintext)).toBe(
      JSON.stringify({ otp_code: 'A1B2C3', public_key: session.compressed }),
    );
  });

  it('is plain RFC 9180: @hpke/core opens it with info "turnkey_hpke" and AAD enc || pkR', async () => {
    const suite = new CipherSuite({
      kem: new DhkemP256HkdfSha256(),
      kdf: new HkdfSha256(),
      aead: new Aes256Gcm(),
    });
    const recipientKey = await suite.kem.importKey(
      'jwk',
      {
        kty: 'EC',
        crv: 'P-256',
        d: Buffer.from(target.secret).toString('base64url'),
        x: Buffer.from(hexToBytes(target.uncompressed).subarray(1, 33)).toString('base64url'),
        y: Buffer.from(hexToBytes(target.uncompressed).subarray(33)).toString('base64url'),
      },
      false,
    );
    const sealed = parse(await encryptOtpCode(args));
    const enc = hexToBytes(sealed.encappedPublic);
    const plaintext = await suite.open(
      { recipientKey, enc, info: utf8Encode('turnkey_hpke') },
      hexToBytes(sealed.ciphertext),
      concatBytes(enc, hexToBytes(target.uncompressed)),
    );
    expect(JSON.parse(utf8Decode(new Uint8Array(plaintext)))).toEqual({
      otp_code: 'A1B2C3',
      public_key: session.compressed,
    });
  });

  it('takes the same bundles the production package takes', async () => {
    // Fixture realism: the production client accepts our sandbox-style bundle...
    const theirs = await encryptOtpCodeToBundle(
      'A1B2C3',
      bundle,
      session.compressed,
      tlsFetcher.uncompressed,
    );
    expect(Object.keys(parse(theirs))).toEqual(['encappedPublic', 'ciphertext']);
    // ...and refuses the same unpinned one we refuse.
    await expect(
      encryptOtpCodeToBundle('1', bundle, session.compressed, testKey().uncompressed),
    ).rejects.toThrow();
  });

  it('seals afresh each time (new ephemeral key)', async () => {
    const a = parse(await encryptOtpCode(args));
    const b = parse(await encryptOtpCode(args));
    expect(a.encappedPublic).not.toBe(b.encappedPublic);
  });

  it('refuses an unpinned signing key before any cryptography, sealing nothing', async () => {
    const spies = watchSubtle();
    const rogue = testKey();
    const rogueBundle = signEnvelope(rogue, { targetPublic: rogue.uncompressed });
    const err = await encryptOtpCode({ ...args, bundle: rogueBundle }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CryptoCheckError);
    expect((err as CryptoCheckError).code).toBe('UNTRUSTED_KEY');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('positive control: a trusted seal does go through the watched calls', async () => {
    const [generateKey, deriveBits, encrypt] = watchSubtle();
    await encryptOtpCode(args);
    expect(generateKey).toHaveBeenCalled();
    expect(deriveBits).toHaveBeenCalled();
    expect(encrypt).toHaveBeenCalledTimes(1);
  });

  it('refuses a tampered target key (bad signature) without sealing', async () => {
    const spies = watchSubtle();
    const envelope = JSON.parse(bundle) as Record<string, string>;
    envelope.data = bytesToHex(
      utf8Encode(JSON.stringify({ targetPublic: testKey().uncompressed })),
    );
    const err = await encryptOtpCode({ ...args, bundle: JSON.stringify(envelope) }).catch(
      (e: unknown) => e,
    );
    expect((err as CryptoCheckError).code).toBe('INVALID_SIGNATURE');
    const [generateKey, deriveBits, encrypt] = spies;
    expect(generateKey).not.toHaveBeenCalled();
    expect(deriveBits).not.toHaveBeenCalled();
    expect(encrypt).not.toHaveBeenCalled();
  });

  it('refuses signed data without a usable targetPublic', async () => {
    for (const data of [{}, { targetPublic: tlsFetcher.compressed }, { targetPublic: 'xyz' }]) {
      const err = await encryptOtpCode({ ...args, bundle: signEnvelope(tlsFetcher, data) }).catch(
        (e: unknown) => e,
      );
      expect((err as CryptoCheckError).code).toBe('MALFORMED_BUNDLE');
    }
  });
});
