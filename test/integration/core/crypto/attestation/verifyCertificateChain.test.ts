/**
 * Every issuer of an attestation chain may issue certificates (issue 29, item 5; RFC 5280
 * 6.1.4): basicConstraints cA, keyUsage keyCertSign and the path length, on chains made with
 * @peculiar/x509 (the sandbox's X.509 library) and on the real production chain.
 */
import { describe, expect, it } from 'vitest';
import { decodeAttestationDocument } from '../../../../../src/core/crypto/attestation/decodeAttestationDocument.js';
import { parseCertificate } from '../../../../../src/core/crypto/attestation/parseCertificate.js';
import { trustedRoot } from '../../../../../src/core/crypto/attestation/trustedRoot.js';
import { verifyBootProof } from '../../../../../src/core/crypto/attestation/verifyBootProof.js';
import { verifyCertificateChain } from '../../../../../src/core/crypto/attestation/verifyCertificateChain.js';
import { isKitError } from '../../../../../src/core/errors/isKitError.js';
import { base64urlDecode } from '../../../../../src/protocol/encoding.js';
import {
  ES384,
  nitroStyleName,
  randomSerial,
} from '../../../../../src/sandbox/enclave/createAttestationAuthority.js';
import {
  type AttestationAuthority,
  createAttestationAuthority,
} from '../../../../../src/sandbox/enclave/index.js';
import * as x509 from '../../../../../src/sandbox/enclave/x509.js';
import { productionPair1 } from '../../../../support/core/productionProofs.js';
import { sandboxPair } from '../../../../support/sandboxProofs.js';

const DAY_MS = 24 * 3600_000;
const now = Date.now();
const CA = x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign;

interface Issued {
  certificate: x509.X509Certificate;
  keys: CryptoKeyPair;
}

/** A P-384 certificate `name` with `extensions`, signed by `issuer` (itself when absent). */
async function issue(name: string, extensions: x509.Extension[], issuer?: Issued): Promise<Issued> {
  const keys = await crypto.subtle.generateKey(ES384, true, ['sign', 'verify']);
  const common = {
    serialNumber: randomSerial(),
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + DAY_MS),
    signingAlgorithm: ES384,
    extensions,
  };
  const certificate = issuer
    ? await x509.X509CertificateGenerator.create({
        ...common,
        subject: nitroStyleName(name),
        issuer: issuer.certificate.subject,
        publicKey: keys.publicKey,
        signingKey: issuer.keys.privateKey,
      })
    : await x509.X509CertificateGenerator.createSelfSigned({
        ...common,
        name: nitroStyleName(name),
        keys,
      });
  return { certificate, keys };
}

const caExtensions = (pathLength?: number) => [
  new x509.BasicConstraintsExtension(true, pathLength, true),
  new x509.KeyUsagesExtension(CA, true),
];
const leafExtensions = () => [
  new x509.BasicConstraintsExtension(false, undefined, true),
  new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
];
const der = (issued: Issued) => new Uint8Array(issued.certificate.rawData);

/** Checks leaf <- intermediates (closest to the root first) <- root, as a boot proof names them. */
async function check(root: Issued, intermediates: Issued[], leaf: Issued): Promise<unknown> {
  return verifyCertificateChain({
    leaf: parseCertificate(der(leaf)),
    cabundle: [der(root), ...intermediates.map(der)],
    root: await trustedRoot(root.certificate.toString('pem'), crypto),
    crypto,
  }).then(
    () => 'accepted',
    (error: unknown) => error,
  );
}

describe('verifyCertificateChain: what may issue', () => {
  it('accepts CAs with keyCertSign within their path lengths (the production chain: 2, 1, 0)', async () => {
    const root = await issue('root', caExtensions());
    const upper = await issue('upper', caExtensions(1), root);
    const lower = await issue('lower', caExtensions(0), upper);
    const leaf = await issue('leaf', leafExtensions(), lower);
    expect(await check(root, [upper, lower], leaf)).toBe('accepted');

    const doc = decodeAttestationDocument(
      base64urlDecode(productionPair1.bootProof.awsAttestationDocB64),
    );
    const constraints = doc.cabundle.slice(1).map(parseCertificate);
    expect(constraints.map((c) => [c.ca, c.pathLength, c.keyCertSign])).toEqual([
      [true, 2, true],
      [true, 1, true],
      [true, 0, true],
    ]);
    expect(parseCertificate(doc.certificate)).toMatchObject({ ca: false, keyCertSign: false });
    await expect(verifyBootProof({ bootProof: productionPair1.bootProof })).resolves.toBeDefined();
  });

  it.each([
    ['a certificate that is not a CA', leafExtensions()],
    ['a CA without basicConstraints', [new x509.KeyUsagesExtension(CA, true)]],
    [
      'a CA whose key may not sign certificates',
      [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      ],
    ],
    ['a CA without keyUsage', [new x509.BasicConstraintsExtension(true, undefined, true)]],
  ])('refuses a leaf issued by %s (ATTESTATION_CHAIN_INVALID)', async (_what, extensions) => {
    const root = await issue('root', caExtensions());
    const issuer = await issue('issuer', extensions, root);
    const leaf = await issue('leaf', leafExtensions(), issuer);
    const error = await check(root, [issuer], leaf);
    expect(isKitError(error, 'ATTESTATION_CHAIN_INVALID')).toBe(true);
    expect((error as { details: unknown }).details).toEqual({ depth: 1 });
  });

  it('refuses a CA below one whose path length allows none', async () => {
    const root = await issue('root', caExtensions());
    const upper = await issue('upper', caExtensions(0), root);
    const lower = await issue('lower', caExtensions(), upper);
    const leaf = await issue('leaf', leafExtensions(), lower);
    const error = await check(root, [upper, lower], leaf);
    expect(isKitError(error, 'ATTESTATION_CHAIN_INVALID')).toBe(true);
    expect((error as Error).message).toMatch(/allows 0 CA certificate/);
    expect((error as { details: unknown }).details).toEqual({ depth: 2 });
  });

  it('refuses a pinned root that is not a CA', async () => {
    const root = await issue('root', leafExtensions());
    const leaf = await issue('leaf', leafExtensions(), root);
    expect(isKitError(await check(root, [], leaf), 'ATTESTATION_CHAIN_INVALID')).toBe(true);
  });
});

describe('verifyBootProof: a document whose leaf a non-CA issued', () => {
  it("is refused, though every signature verifies (the sandbox's authority, its intermediate not a CA)", async () => {
    const good = await createAttestationAuthority(now);
    // The same shape as the sandbox's authority, the intermediate issued as an end entity.
    const rootIssued = await issue('root', caExtensions());
    const notCa = await issue('end entity', leafExtensions(), rootIssued);
    const authority: AttestationAuthority = {
      rootCertificate: rootIssued.certificate.toString('pem'),
      intermediateCertificate: Buffer.from(der(notCa)).toString('base64'),
      intermediatePrivateKey: Buffer.from(
        await crypto.subtle.exportKey('pkcs8', notCa.keys.privateKey),
      ).toString('base64'),
    };
    const forged = await sandboxPair({ authority, now });
    const refused = await verifyBootProof({
      bootProof: forged.bootProof,
      rootCertificate: authority.rootCertificate,
    }).catch((error: unknown) => error);
    expect(isKitError(refused, 'ATTESTATION_CHAIN_INVALID')).toBe(true);
    // The sandbox's own authority (a CA intermediate, pathLen 0) is accepted.
    const real = await sandboxPair({ authority: good, now });
    await expect(
      verifyBootProof({ bootProof: real.bootProof, rootCertificate: good.rootCertificate }),
    ).resolves.toBeDefined();
  });
});
