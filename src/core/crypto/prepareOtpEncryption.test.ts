import { hpkeDecrypt } from '@turnkey/crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signEnvelope, testKey } from '../../../test/support/core/cryptoFixtures.js';
import { hexToBytes, utf8Decode } from '../../protocol/encoding.js';
import { prepareOtpEncryption } from './prepareOtpEncryption.js';

const tlsFetcher = testKey();
const target = testKey();
const bundle = signEnvelope(tlsFetcher, { targetPublic: target.uncompressed });
const session = testKey();

const open = (sealed: string) => {
  const { encappedPublic, ciphertext } = JSON.parse(sealed) as Record<string, string>;
  return utf8Decode(
    hpkeDecrypt({
      ciphertextBuf: hexToBytes(ciphertext ?? ''),
      encappedKeyBuf: hexToBytes(encappedPublic ?? ''),
      receiverPriv: target.secretHex,
    }),
  );
};

afterEach(() => vi.restoreAllMocks());

describe('prepareOtpEncryption', () => {
  it('does the bundle check and the HPKE setup first; the code then costs one encryption', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const generateKey = vi.spyOn(crypto.subtle, 'generateKey');
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    const encrypt = vi.spyOn(crypto.subtle, 'encrypt');
    const encryption = await prepareOtpEncryption({ bundle, pinnedKey: tlsFetcher.uncompressed });
    expect(verify).toHaveBeenCalled();
    expect(generateKey).toHaveBeenCalled();
    expect(deriveBits).toHaveBeenCalled();
    expect(encrypt).not.toHaveBeenCalled();
    for (const spy of [verify, generateKey, deriveBits]) spy.mockClear();

    const sealed = await encryption.encrypt('A1B2C3', session.compressed);
    expect(encrypt).toHaveBeenCalledTimes(1);
    for (const spy of [verify, generateKey, deriveBits]) expect(spy).not.toHaveBeenCalled();
    // What the production package opens, as the one-call encryptOtpCode seals it.
    expect(open(sealed)).toBe(
      JSON.stringify({ otp_code: 'A1B2C3', public_key: session.compressed }),
    );
  });

  it('each preparation is its own HPKE setup (a fresh ephemeral key per try of a code)', async () => {
    const args = { bundle, pinnedKey: tlsFetcher.uncompressed };
    const [a, b] = await Promise.all([prepareOtpEncryption(args), prepareOtpEncryption(args)]);
    const first = JSON.parse(await a.encrypt('A1B2C3', session.compressed));
    const second = JSON.parse(await b.encrypt('A1B2C3', session.compressed));
    expect(first.encappedPublic).not.toBe(second.encappedPublic);
  });

  it('refuses a bundle from an unpinned key at preparation, before any code exists', async () => {
    const rogue = testKey();
    await expect(
      prepareOtpEncryption({
        bundle: signEnvelope(rogue, { targetPublic: rogue.uncompressed }),
        pinnedKey: tlsFetcher.uncompressed,
      }),
    ).rejects.toMatchObject({ code: 'UNTRUSTED_KEY' });
  });
});
