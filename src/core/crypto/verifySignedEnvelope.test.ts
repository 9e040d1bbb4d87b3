import { afterEach, describe, expect, it, vi } from 'vitest';
import { signEnvelope, testKey } from '../../../test/support/core/cryptoFixtures.js';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { verifySignedEnvelope } from './verifySignedEnvelope.js';

const enclave = testKey();
const data = { targetPublic: testKey().uncompressed, organizationId: 'org-1' };

const expectCode = async (p: Promise<unknown>, code: string) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(CryptoCheckError);
  expect((e as CryptoCheckError).code).toBe(code);
};

afterEach(() => vi.restoreAllMocks());

describe('verifySignedEnvelope', () => {
  it('answers the signed data when the pinned key signed it', async () => {
    expect(await verifySignedEnvelope(signEnvelope(enclave, data), enclave.uncompressed)).toEqual(
      data,
    );
  });

  it('compares hex keys case-insensitively', async () => {
    const bundle = signEnvelope(enclave, data);
    expect(await verifySignedEnvelope(bundle, enclave.uncompressed.toUpperCase())).toEqual(data);
  });

  it('refuses an unpinned key before touching any cryptography', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const other = testKey();
    await expectCode(
      verifySignedEnvelope(signEnvelope(other, data), enclave.uncompressed),
      'UNTRUSTED_KEY',
    );
    // Even a bundle whose other fields are garbage is refused for its key first.
    const garbage = JSON.stringify({ enclaveQuorumPublic: other.uncompressed, data: 7 });
    await expectCode(verifySignedEnvelope(garbage, enclave.uncompressed), 'UNTRUSTED_KEY');
    expect(importKey).not.toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses when no key is pinned', async () => {
    await expectCode(verifySignedEnvelope(signEnvelope(enclave, data), ''), 'UNTRUSTED_KEY');
  });

  it('refuses tampered data', async () => {
    const bundle = JSON.parse(signEnvelope(enclave, data)) as Record<string, string>;
    const tampered = { ...data, organizationId: 'org-2' };
    bundle.data = bytesToHex(utf8Encode(JSON.stringify(tampered)));
    await expectCode(
      verifySignedEnvelope(JSON.stringify(bundle), enclave.uncompressed),
      'INVALID_SIGNATURE',
    );
  });

  it('refuses a signature by another key over the same data', async () => {
    const bundle = JSON.parse(signEnvelope(enclave, data)) as Record<string, string>;
    const forged = JSON.parse(signEnvelope(testKey(), data)) as Record<string, string>;
    bundle.dataSignature = forged.dataSignature!;
    await expectCode(
      verifySignedEnvelope(JSON.stringify(bundle), enclave.uncompressed),
      'INVALID_SIGNATURE',
    );
  });

  it.each([
    ['not JSON', 'not json'],
    ['a JSON array', '[]'],
  ])('refuses a bundle that is %s', async (_, json) => {
    await expectCode(verifySignedEnvelope(json, enclave.uncompressed), 'MALFORMED_BUNDLE');
  });

  it('refuses bad hex, bad DER and data that is not a JSON object', async () => {
    const good = JSON.parse(signEnvelope(enclave, data)) as Record<string, string>;
    const cases = [
      { ...good, data: 'zz' },
      { ...good, dataSignature: '3000' },
      { ...good, dataSignature: undefined },
    ];
    for (const c of cases) {
      await expectCode(
        verifySignedEnvelope(JSON.stringify(c), enclave.uncompressed),
        'MALFORMED_BUNDLE',
      );
    }
    await expectCode(
      verifySignedEnvelope(signEnvelope(enclave, 'just a string'), enclave.uncompressed),
      'MALFORMED_BUNDLE',
    );
  });
});
