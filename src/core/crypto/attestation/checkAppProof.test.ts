import { describe, expect, it } from 'vitest';
import {
  productionPair1,
  productionPair2,
} from '../../../../test/support/core/productionProofs.js';
import type { AppProof } from '../../../protocol/records.js';
import { CryptoCheckError } from '../../errors/cryptoCheckError.js';
import type { CryptoLike } from '../cryptoLike.js';
import { checkAppProof } from './checkAppProof.js';
import { type VerifiedAttestation, verifyBootProof } from './verifyBootProof.js';

const { proof, bootProof } = productionPair2;
const attestation = await verifyBootProof({ bootProof });

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof CryptoCheckError ? e.code : `not a CryptoCheckError: ${e}`),
  );

/** An attestation the test hands over when it chooses, as a boot proof's fetch would. */
function later() {
  let resolve: (value: VerifiedAttestation) => void = () => {};
  const promise = new Promise<VerifiedAttestation>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** WebCrypto that counts its `verify` calls. */
function countingCrypto() {
  const calls = { verify: 0 };
  const subtle = globalThis.crypto.subtle;
  const crypto: CryptoLike = {
    getRandomValues: (array) => globalThis.crypto.getRandomValues(array),
    subtle: Object.assign(Object.create(subtle) as SubtleCrypto, {
      importKey: subtle.importKey.bind(subtle),
      verify: (...args: Parameters<SubtleCrypto['verify']>) => {
        calls.verify++;
        return subtle.verify(...args);
      },
    }),
  };
  return { crypto, calls };
}

describe('checkAppProof with the attestation still on its way', () => {
  it("checks the proof's signature before the attestation arrives, then accepts it", async () => {
    const { crypto, calls } = countingCrypto();
    const pending = later();
    const check = checkAppProof({ proof, attestation: pending.promise, crypto });
    // The importKey and verify of the proof's key run while the boot proof is still awaited.
    await expect.poll(() => calls.verify).toBe(1);
    pending.resolve(attestation);
    const payload = await check;
    expect(payload.type).toBe('APP_PROOF_TYPE_ADDRESS_DERIVATION');
    expect(calls.verify).toBe(1);
  });

  it('refuses a key that is not the attested one as such, even when its signature verifies', async () => {
    // Pair 1's proof is signed by its own, valid key: only the key check can refuse it.
    const pending = later();
    const check = codeOf(
      checkAppProof({ proof: productionPair1.proof, attestation: pending.promise }),
    );
    pending.resolve(attestation);
    expect(await check).toBe('EPHEMERAL_KEY_MISMATCH');
  });

  it.each<[string, Partial<AppProof>, string]>([
    [
      'a key that is no P-256 point',
      { publicKey: `04${'00'.repeat(129)}` },
      'EPHEMERAL_KEY_MISMATCH',
    ],
    ['no key', { publicKey: undefined as unknown as string }, 'EPHEMERAL_KEY_MISMATCH'],
    ['a broken signature', { signature: '00'.repeat(64) }, 'INVALID_SIGNATURE'],
  ])('refuses %s once the attestation is in', async (_name, change, code) => {
    const pending = later();
    const check = codeOf(
      checkAppProof({ proof: { ...proof, ...change }, attestation: pending.promise }),
    );
    pending.resolve(attestation);
    expect(await check).toBe(code);
  });

  it("answers the attestation's own failure, the early signature check left unread", async () => {
    const failed = Promise.reject(
      new CryptoCheckError('ATTESTATION_SIGNATURE_INVALID', 'the boot proof does not verify'),
    );
    expect(
      await codeOf(checkAppProof({ proof: { ...proof, publicKey: 'zz' }, attestation: failed })),
    ).toBe('ATTESTATION_SIGNATURE_INVALID');
  });
});
