import { describe, expect, it } from 'vitest';
import {
  type VerifyAppProofArgs,
  verifyAppProof,
} from '../../../../src/core/crypto/verifyAppProof.js';
import { CryptoCheckError } from '../../../../src/core/errors/cryptoCheckError.js';
import { base64urlDecode, bytesToHex } from '../../../../src/protocol/encoding.js';
import type { AppProof, BootProof } from '../../../../src/protocol/records.js';
import {
  createAttestationAuthority,
  SANDBOX_IMAGE_PCRS,
} from '../../../../src/sandbox/enclave/index.js';
import { AWS_NITRO_ROOT_G1_PEM } from '../../../support/core/awsNitroRootG1Pem.js';
import { productionPair1, productionPair2 } from '../../../support/core/productionProofs.js';
import { claim, sandboxPair } from '../../../support/sandboxProofs.js';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof CryptoCheckError ? e.code : `not a CryptoCheckError: ${e}`),
  );

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** The base64 text with one byte XOR-ed at `at` (negative: from the end). */
const flipByte = (text: string, at: number) => {
  const bytes = base64urlDecode(text);
  const i = at < 0 ? bytes.length + at : at;
  bytes[i] = (bytes[i] ?? 0) ^ 0x01;
  return b64(bytes);
};
const flipHex = (hex: string, at: number) =>
  hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);

const { proof: proof1, bootProof: boot1 } = productionPair1;
const { proof: proof2, bootProof: boot2 } = productionPair2;
const expected2 = JSON.parse(proof2.proofPayload).addressDerivationProof;

describe('verifyAppProof: real production pairs, AWS Nitro root', () => {
  it('accepts both pairs and answers the payload and what the attestation showed', async () => {
    for (const { proof, bootProof } of [productionPair1, productionPair2]) {
      const expected = JSON.parse(proof.proofPayload).addressDerivationProof;
      const verified = await verifyAppProof({ proof, bootProof, expected });
      expect(verified.addressDerivationProof).toEqual(expected);
      expect(verified.type).toBe('APP_PROOF_TYPE_ADDRESS_DERIVATION');
      expect(verified.attestation.root).toMatchObject({
        awsNitro: true,
        sha256: '641a0321a3e244efe456463195d606317ed7cdcc3c1756e09893f3c68f79bb5b',
      });
      expect(verified.attestation.ephemeralPublicKeyHex).toBe(bootProof.ephemeralPublicKeyHex);
      // These older documents carry 16 PCRs, so PCR17's commitment is not checked.
      expect(Object.keys(verified.attestation.pcrs)).toHaveLength(16);
      expect(verified.attestation.pcrs[0]).toMatch(/^[0-9a-f]{96}$/);
      expect(verified.attestation.manifestSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(verified.attestation.moduleId).toMatch(/^i-/);
    }
  });

  it('accepts the AWS root passed explicitly, and a policy pinning what the document shows', async () => {
    const first = await verifyAppProof({ proof: proof2, bootProof: boot2 });
    const { pcrs, manifestSha256 } = first.attestation;
    const again = await verifyAppProof({
      proof: proof2,
      bootProof: boot2,
      rootCertificate: AWS_NITRO_ROOT_G1_PEM,
      policy: {
        expectedPcrs: { 0: pcrs[0]!.toUpperCase(), 1: pcrs[1]!, 2: pcrs[2]! },
        allowedManifestSha256: ['00'.repeat(32), manifestSha256],
      },
    });
    expect(again.attestation.root.awsNitro).toBe(true);
  });
});

describe('verifyAppProof: speed', () => {
  it("runs a boot proof's WebCrypto checks side by side, not one after the other", async () => {
    // Counts the crypto calls in flight: a check that awaits each signature in turn never has
    // more than one.
    let inFlight = 0;
    let most = 0;
    const subtle = globalThis.crypto.subtle;
    const counted =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          return await call.apply(subtle, args);
        } finally {
          inFlight -= 1;
        }
      };
    const crypto = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
      subtle: Object.assign(Object.create(subtle) as SubtleCrypto, {
        verify: counted(subtle.verify),
        digest: counted(subtle.digest),
        importKey: counted(subtle.importKey),
      }),
    };
    // A root of its own, so that no earlier test has loaded (and cached) it.
    const { proof, bootProof, authority } = await sandboxPair();
    const rootCertificate = authority.rootCertificate;
    await verifyAppProof({ proof, bootProof, rootCertificate, expected: claim, crypto });
    expect(most).toBeGreaterThanOrEqual(3);
  });
});

describe('verifyAppProof: tamper matrix, each refusal with its own code', () => {
  const base: VerifyAppProofArgs = { proof: proof2, bootProof: boot2, expected: expected2 };
  const withProof = (p: Partial<AppProof>) => ({ ...base, proof: { ...proof2, ...p } });
  const withBoot = (b: Partial<BootProof>) => ({ ...base, bootProof: { ...boot2, ...b } });
  const otherAddress = proof2.proofPayload.replace('0x5A1541', '0x5A1542');

  it.each<[string, () => VerifyAppProofArgs | Promise<VerifyAppProofArgs>, string]>([
    ['payload edited', () => withProof({ proofPayload: otherAddress }), 'INVALID_SIGNATURE'],
    [
      'signature edited',
      () => withProof({ signature: flipHex(proof2.signature, 10) }),
      'INVALID_SIGNATURE',
    ],
    ['signature not hex', () => withProof({ signature: 'zz' }), 'INVALID_SIGNATURE'],
    [
      'attestation payload byte flipped',
      () => withBoot({ awsAttestationDocB64: flipByte(boot2.awsAttestationDocB64, 40) }),
      'ATTESTATION_SIGNATURE_INVALID',
    ],
    [
      'attestation signature byte flipped',
      () => withBoot({ awsAttestationDocB64: flipByte(boot2.awsAttestationDocB64, -5) }),
      'ATTESTATION_SIGNATURE_INVALID',
    ],
    [
      'attestation not CBOR',
      () => withBoot({ awsAttestationDocB64: b64(new Uint8Array([0xff, 1, 2])) }),
      'ATTESTATION_MALFORMED',
    ],
    [
      'attestation not base64',
      () => withBoot({ awsAttestationDocB64: '%%%' }),
      'ATTESTATION_MALFORMED',
    ],
    [
      'manifest replaced',
      () => withBoot({ qosManifestB64: 'puwpDDoA3dqZpFV0nDnSgj2iFyy2VDUnDSE7u+awts0=' }),
      'MANIFEST_DIGEST_MISMATCH',
    ],
    [
      'manifest byte flipped',
      () => withBoot({ qosManifestB64: flipByte(boot2.qosManifestB64, 100) }),
      'MANIFEST_DIGEST_MISMATCH',
    ],
    [
      'swapped pairs: app proof 1, boot proof 2',
      () => ({ ...base, proof: proof1 }),
      'EPHEMERAL_KEY_MISMATCH',
    ],
    [
      "swapped pairs: boot proof names pair 1's key",
      () => withBoot({ ephemeralPublicKeyHex: boot1.ephemeralPublicKeyHex }),
      'EPHEMERAL_KEY_MISMATCH',
    ],
    [
      "swapped pairs: boot proof carries pair 1's document",
      () => withBoot({ awsAttestationDocB64: boot1.awsAttestationDocB64 }),
      'EPHEMERAL_KEY_MISMATCH',
    ],
    [
      "another root: the sandbox's",
      async () => ({
        ...base,
        rootCertificate: (await createAttestationAuthority(Date.now())).rootCertificate,
      }),
      'ATTESTATION_ROOT_UNTRUSTED',
    ],
    [
      'another root: not a certificate',
      () => ({ ...base, rootCertificate: 'nope' }),
      'ATTESTATION_ROOT_UNTRUSTED',
    ],
    [
      'PCR policy miss',
      () => ({ ...base, policy: { expectedPcrs: { 0: '00'.repeat(48) } } }),
      'PCR_POLICY_MISMATCH',
    ],
    [
      'manifest policy miss',
      () => ({ ...base, policy: { allowedManifestSha256: ['ab'.repeat(32)] } }),
      'MANIFEST_POLICY_MISMATCH',
    ],
    [
      'payload names another wallet than the response',
      () => ({ ...base, expected: { ...expected2, walletId: 'another' } }),
      'APP_PROOF_MISMATCH',
    ],
    ['unknown scheme', () => withProof({ scheme: 'X' as AppProof['scheme'] }), 'MALFORMED_BUNDLE'],
  ])('%s: %s', async (_name, args, code) => {
    expect(await codeOf(verifyAppProof(await args()))).toBe(code);
  });

  it('checks every expected field: organization, wallet, path, address', async () => {
    for (const field of ['organizationId', 'walletId', 'derivationPath', 'address'] as const) {
      const err = await verifyAppProof({ ...base, expected: { [field]: 'other' } }).catch((e) => e);
      expect(err).toMatchObject({ code: 'APP_PROOF_MISMATCH', details: { field } });
    }
  });
});

describe("verifyAppProof: the sandbox's documents (32 PCRs, its own root)", () => {
  it('accepts a 32-PCR document with its PCR17 commitment, only with the root passed', async () => {
    const pair = await sandboxPair();
    const args = { proof: pair.proof, bootProof: pair.bootProof, expected: claim };
    const verified = await verifyAppProof({
      ...args,
      rootCertificate: pair.authority.rootCertificate,
    });
    expect(verified.attestation.root.awsNitro).toBe(false);
    expect(Object.keys(verified.attestation.pcrs)).toHaveLength(32);
    expect(verified.attestation.pcrs[0]).toBe(SANDBOX_IMAGE_PCRS[0]);
    await expect(
      verifyAppProof({
        ...args,
        rootCertificate: pair.authority.rootCertificate,
        policy: {
          expectedPcrs: SANDBOX_IMAGE_PCRS,
          allowedManifestSha256: [verified.attestation.manifestSha256],
        },
      }),
    ).resolves.toMatchObject({ addressDerivationProof: claim });
    // Without the sandbox's root the default is AWS's, which never signed it.
    expect(await codeOf(verifyAppProof(args))).toBe('ATTESTATION_ROOT_UNTRUSTED');
  });

  it('accepts a 16-PCR document (no PCR17 to check)', async () => {
    const pair = await sandboxPair({ pcrCount: 16 });
    const verified = await verifyAppProof({
      ...pair,
      rootCertificate: pair.authority.rootCertificate,
    });
    expect(Object.keys(verified.attestation.pcrs)).toHaveLength(16);
  });

  it('refuses PCR17 that does not commit to the manifest and key', async () => {
    const pair = await sandboxPair({ pcrs: { 17: 'ab'.repeat(48) } });
    expect(
      await codeOf(verifyAppProof({ ...pair, rootCertificate: pair.authority.rootCertificate })),
    ).toBe('PCR17_COMMITMENT_MISMATCH');
  });

  it('refuses a leaf whose intermediate in the bundle did not sign it', async () => {
    const now = Date.now();
    const [a, b] = await Promise.all([
      createAttestationAuthority(now),
      createAttestationAuthority(now),
    ]);
    // Same names (the sandbox's), so only the signature tells: b's key signed the leaf.
    const pair = await sandboxPair({
      authority: { ...a, intermediatePrivateKey: b.intermediatePrivateKey },
    });
    expect(await codeOf(verifyAppProof({ ...pair, rootCertificate: a.rootCertificate }))).toBe(
      'ATTESTATION_CHAIN_INVALID',
    );
  });

  it('refuses a proof made after its root expired', async () => {
    const longAgo = Date.now() - 31 * 365 * 24 * 3600_000;
    const authority = await createAttestationAuthority(longAgo);
    const pair = await sandboxPair({ authority });
    expect(
      await codeOf(verifyAppProof({ ...pair, rootCertificate: authority.rootCertificate })),
    ).toBe('ATTESTATION_ROOT_EXPIRED');
  });

  it('refuses a missing proof or boot proof with a code, not a TypeError', async () => {
    const pair = await sandboxPair();
    const rootCertificate = pair.authority.rootCertificate;
    for (const bootProof of [null, undefined, 'x', {}] as unknown as BootProof[]) {
      expect(await codeOf(verifyAppProof({ ...pair, rootCertificate, bootProof }))).toBe(
        'ATTESTATION_MALFORMED',
      );
    }
    for (const proof of [null, undefined, 'x', {}] as unknown as AppProof[]) {
      expect(await codeOf(verifyAppProof({ ...pair, rootCertificate, proof }))).toBe(
        'MALFORMED_BUNDLE',
      );
    }
  });

  it('never crashes on garbage: every field of the wrong type is a CryptoCheckError', async () => {
    const pair = await sandboxPair();
    const rootCertificate = pair.authority.rootCertificate;
    const junk = [null, 42, '', 'zz', {}, [], bytesToHex(new Uint8Array(3))] as unknown as string[];
    for (const value of junk) {
      for (const field of [
        'awsAttestationDocB64',
        'qosManifestB64',
        'ephemeralPublicKeyHex',
      ] as const) {
        const code = await codeOf(
          verifyAppProof({
            ...pair,
            rootCertificate,
            bootProof: { ...pair.bootProof, [field]: value },
          }),
        );
        expect(code, `${field}=${JSON.stringify(value)}`).toMatch(/^[A-Z0-9_]+$/);
      }
      for (const field of ['publicKey', 'proofPayload', 'signature'] as const) {
        const code = await codeOf(
          verifyAppProof({ ...pair, rootCertificate, proof: { ...pair.proof, [field]: value } }),
        );
        expect(code, `${field}=${JSON.stringify(value)}`).toMatch(/^[A-Z0-9_]+$/);
      }
    }
  });
});
