import { describe, expect, it } from 'vitest';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { appProofFixture, rejectionOf, signProofPayload, testKey } from './fixtures.test-utils.js';
import { verifyAppProof } from './verifyAppProof.js';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof CryptoCheckError ? e.code : String(e)),
  );

const argsOf = (f: ReturnType<typeof appProofFixture>) => ({
  proof: f.proof,
  bootProof: f.bootProof,
  pinnedBootProofRoot: f.root.uncompressed,
  expected: f.expected,
});

describe('verifyAppProof', () => {
  it('accepts an attested, signed proof naming exactly what the response claims', async () => {
    const f = appProofFixture();
    const payload = await verifyAppProof(argsOf(f));
    expect(payload.addressDerivationProof).toEqual(f.expected);
    // walletId and derivationPath are optional expectations.
    const { organizationId, address } = f.expected;
    await expect(
      verifyAppProof({ ...argsOf(f), expected: { organizationId, address } }),
    ).resolves.toMatchObject({ type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION' });
  });

  it('refuses every proof when no boot proof root is pinned (production)', async () => {
    const f = appProofFixture();
    const err = await rejectionOf(verifyAppProof({ ...argsOf(f), pinnedBootProofRoot: undefined }));
    expect(err.code).toBe('UNTRUSTED_KEY');
    expect(err.shortMessage).toMatch(/no boot proof root is pinned/);
  });

  it('refuses a boot proof signed by another root', async () => {
    const f = appProofFixture();
    expect(
      await codeOf(verifyAppProof({ ...argsOf(f), pinnedBootProofRoot: testKey().uncompressed })),
    ).toBe('UNTRUSTED_KEY');
  });

  it('refuses a boot proof whose ephemeral key was swapped', async () => {
    const f = appProofFixture();
    const other = appProofFixture();
    const bootProof = { ...f.bootProof, ephemeralPublicKey: other.bootProof.ephemeralPublicKey };
    expect(await codeOf(verifyAppProof({ ...argsOf(f), bootProof }))).toBe('UNTRUSTED_KEY');
  });

  it('refuses a proof by an ephemeral key other than the attested one', async () => {
    const f = appProofFixture();
    const rogue = appProofFixture(); // validly self-signed proof, but by an unattested key
    expect(await codeOf(verifyAppProof({ ...argsOf(f), proof: rogue.proof }))).toBe(
      'UNTRUSTED_KEY',
    );
  });

  it('refuses a tampered signature', async () => {
    const f = appProofFixture();
    const sig = f.proof.signature;
    const flipped = `${sig.slice(0, 10)}${sig[10] === '0' ? '1' : '0'}${sig.slice(11)}`;
    expect(
      await codeOf(verifyAppProof({ ...argsOf(f), proof: { ...f.proof, signature: flipped } })),
    ).toBe('INVALID_SIGNATURE');
    expect(
      await codeOf(verifyAppProof({ ...argsOf(f), proof: { ...f.proof, signature: 'zz' } })),
    ).toBe('INVALID_SIGNATURE');
  });

  it('refuses a tampered payload', async () => {
    const f = appProofFixture();
    const proofPayload = f.proof.proofPayload.replace(f.expected.address, '0xattacker');
    expect(
      await codeOf(verifyAppProof({ ...argsOf(f), proof: { ...f.proof, proofPayload } })),
    ).toBe('INVALID_SIGNATURE');
  });

  it('refuses a proof signed by the encryption half instead of the signing half', async () => {
    const f = appProofFixture();
    const signature = signProofPayload(f.encryption, f.payload);
    expect(await codeOf(verifyAppProof({ ...argsOf(f), proof: { ...f.proof, signature } }))).toBe(
      'INVALID_SIGNATURE',
    );
  });

  it.each([
    ['organizationId', 'org-2'],
    ['walletId', 'wallet-2'],
    ['derivationPath', "m/44'/60'/0'/0/1"],
    ['address', '0x0000000000000000000000000000000000000001'],
  ])('refuses an authentic proof naming another %s', async (field, value) => {
    const f = appProofFixture({ payloadClaims: { [field]: value } });
    const err = await rejectionOf(verifyAppProof(argsOf(f)));
    expect(err.code).toBe('APP_PROOF_MISMATCH');
    expect(err.details).toMatchObject({ field, actual: value });
  });

  it('refuses an authentic proof of another type', async () => {
    const f = appProofFixture();
    const proofPayload = JSON.stringify({ type: 'APP_PROOF_TYPE_OTHER' });
    const proof = {
      ...f.proof,
      proofPayload,
      signature: signProofPayload(f.signing, proofPayload),
    };
    expect(await codeOf(verifyAppProof({ ...argsOf(f), proof }))).toBe('APP_PROOF_MISMATCH');
  });
});
