/**
 * The roots attestation chains end at (wire-details, "Boot proofs"): the AWS Nitro Enclaves
 * Root-G1 pinned by the SHA-256 fingerprint of its DER (a document's own copy is taken only when
 * it hashes to the pin), or a root the app passes (the sandbox's), which must be a self-signed
 * P-384 certificate.
 */
import { describe, expect, it } from 'vitest';
import { AWS_NITRO_ROOT_G1_SHA256 } from '../../../../../src/core/crypto/attestation/awsNitroRootG1.js';
import { decodeAttestationDocument } from '../../../../../src/core/crypto/attestation/decodeAttestationDocument.js';
import { pemToDer } from '../../../../../src/core/crypto/attestation/pemToDer.js';
import {
  pinnedAwsRoot,
  trustedRoot,
} from '../../../../../src/core/crypto/attestation/trustedRoot.js';
import { sha256 } from '../../../../../src/core/crypto/sha256.js';
import { base64urlDecode, bytesToHex } from '../../../../../src/protocol/encoding.js';
import { createAttestationAuthority } from '../../../../../src/sandbox/enclave/index.js';
import { AWS_NITRO_ROOT_G1_PEM } from '../../../../support/core/awsNitroRootG1Pem.js';
import { productionPair1 } from '../../../../support/core/productionProofs.js';

const awsDer = pemToDer(AWS_NITRO_ROOT_G1_PEM);
const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('the pinned AWS Nitro root', () => {
  it('is the certificate AWS publishes: its DER hashes to the pinned fingerprint', async () => {
    expect(bytesToHex(await sha256(awsDer))).toBe(AWS_NITRO_ROOT_G1_SHA256);
  });

  it("takes a production document's own first certificate, which is that root", async () => {
    const doc = decodeAttestationDocument(
      base64urlDecode(productionPair1.bootProof.awsAttestationDocB64),
    );
    expect(doc.cabundle[0]).toEqual(awsDer);
    const root = await pinnedAwsRoot(doc.cabundle[0]);
    expect(root).toMatchObject({ awsNitro: true, sha256: AWS_NITRO_ROOT_G1_SHA256 });
    expect(root.certificate.subject).toBe(root.certificate.issuer);
  });

  it('refuses any other first certificate, a changed byte of the real one, or none', async () => {
    const authority = await createAttestationAuthority(Date.now());
    const changed = awsDer.slice();
    changed[changed.length - 1] = (changed.at(-1) ?? 0) ^ 1;
    for (const bundled of [pemToDer(authority.rootCertificate), changed, undefined]) {
      expect(await codeOf(pinnedAwsRoot(bundled))).toBe('ATTESTATION_ROOT_UNTRUSTED');
    }
  });
});

describe('a root the app passes', () => {
  it('is taken when it is a self-signed P-384 certificate, and known as AWS by fingerprint', async () => {
    const authority = await createAttestationAuthority(Date.now());
    expect(await trustedRoot(authority.rootCertificate)).toMatchObject({ awsNitro: false });
    expect(await trustedRoot(AWS_NITRO_ROOT_G1_PEM)).toMatchObject({ awsNitro: true });
  });

  it('is refused when it is not a certificate', async () => {
    expect(await codeOf(trustedRoot('nope'))).toBe('ATTESTATION_ROOT_UNTRUSTED');
  });
});
