// @peculiar/x509 (the sandbox's X.509 library, the reference here) needs the metadata polyfill.
import 'reflect-metadata';
import {
  BasicConstraintsExtension,
  type Extension,
  KeyUsageFlags,
  KeyUsagesExtension,
  X509Certificate,
  X509CertificateGenerator,
} from '@peculiar/x509';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AWS_NITRO_ROOT_G1_PEM } from '../../../../test/support/core/awsNitroRootG1Pem.js';
import { productionPair1 } from '../../../../test/support/core/productionProofs.js';
import { base64urlDecode, bytesToHex, hexToBytes } from '../../../protocol/encoding.js';
import { decodeAttestationDocument } from './decodeAttestationDocument.js';
import { parseCertificate } from './parseCertificate.js';
import { pemToDer } from './pemToDer.js';
import { readDer } from './readDer.js';

const doc = decodeAttestationDocument(
  base64urlDecode(productionPair1.bootProof.awsAttestationDocB64),
);
// The AWS root, the production chain's intermediates and its leaf: real Nitro certificates.
const certificates = [pemToDer(AWS_NITRO_ROOT_G1_PEM), ...doc.cabundle.slice(1), doc.certificate];

describe('parseCertificate', () => {
  it('reads what @peculiar/x509 reads from real Nitro certificates', () => {
    for (const der of certificates) {
      const parsed = parseCertificate(der);
      const reference = new X509Certificate(new Uint8Array(der));
      expect(parsed.notBefore).toBe(reference.notBefore.getTime());
      expect(parsed.notAfter).toBe(reference.notAfter.getTime());
      expect(bytesToHex(parsed.spki)).toBe(bytesToHex(new Uint8Array(reference.publicKey.rawData)));
      expect(parsed.signature).toHaveLength(96);
    }
  });

  it('links the chain by Names: each certificate names the next as issuer', () => {
    const parsed = certificates.map(parseCertificate);
    expect(parsed[0]!.issuer).toBe(parsed[0]!.subject);
    for (let i = 1; i < parsed.length; i++) expect(parsed[i]!.issuer).toBe(parsed[i - 1]!.subject);
  });

  it('refuses every truncation and any trailing byte', () => {
    const der = certificates[0]!;
    for (const end of [0, 1, 2, 4, 100, der.length - 1]) {
      expect(() => parseCertificate(der.subarray(0, end))).toThrow();
    }
    expect(() => parseCertificate(new Uint8Array([...der, 0]))).toThrow();
  });
});

const P384: EcKeyGenParams & EcdsaParams = { name: 'ECDSA', namedCurve: 'P-384', hash: 'SHA-384' };
const issuerKeys = crypto.subtle.generateKey(P384, true, ['sign', 'verify']);

/** A certificate @peculiar/x509 makes from arbitrary fields, signed ecdsa-with-SHA384. */
const generated = fc.record({
  cn: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .-]{0,39}$/),
  // UTCTime up to 2049, GeneralizedTime from 2050 (RFC 5280 4.1.2.5): both forms, whole seconds.
  notBefore: fc.integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2049, 0, 1) / 1000 }),
  lifetime: fc.integer({ min: 1, max: 100 * 365 * 86_400 }),
  constraints: fc.option(
    fc.record({ ca: fc.boolean(), pathLength: fc.option(fc.nat(300), { nil: undefined }) }),
    { nil: undefined },
  ),
  usages: fc.option(fc.integer({ min: 1, max: 0x1ff }), { nil: undefined }),
});

describe('parseCertificate against @peculiar/x509 on generated certificates', () => {
  it('reads validity, names, key, signature and the issuing constraints alike', async () => {
    const keys = await issuerKeys;
    await fc.assert(
      fc.asyncProperty(generated, async ({ cn, notBefore, lifetime, constraints, usages }) => {
        const extensions: Extension[] = [];
        if (constraints) {
          const { ca, pathLength } = constraints;
          extensions.push(new BasicConstraintsExtension(ca, ca ? pathLength : undefined, true));
        }
        if (usages !== undefined) extensions.push(new KeyUsagesExtension(usages, true));
        const made = await X509CertificateGenerator.createSelfSigned({
          serialNumber: '01',
          name: [{ CN: [cn] }],
          notBefore: new Date(notBefore * 1000),
          notAfter: new Date((notBefore + lifetime) * 1000),
          signingAlgorithm: P384,
          keys,
          extensions,
        });
        const der = new Uint8Array(made.rawData);
        const parsed = parseCertificate(der);
        const reference = new X509Certificate(der);
        expect(parsed.notBefore).toBe(reference.notBefore.getTime());
        expect(parsed.notAfter).toBe(reference.notAfter.getTime());
        expect(parsed.subject).toBe(
          bytesToHex(new Uint8Array(reference.subjectName.toArrayBuffer())),
        );
        expect(parsed.issuer).toBe(
          bytesToHex(new Uint8Array(reference.issuerName.toArrayBuffer())),
        );
        expect(bytesToHex(parsed.spki)).toBe(
          bytesToHex(new Uint8Array(reference.publicKey.rawData)),
        );
        const basic = reference.getExtension(BasicConstraintsExtension);
        expect(parsed.ca).toBe(basic?.ca ?? false);
        expect(parsed.pathLength).toBe(basic?.ca ? basic.pathLength : undefined);
        const keyUsage = reference.getExtension(KeyUsagesExtension);
        expect(parsed.keyCertSign).toBe(
          keyUsage ? (keyUsage.usages & KeyUsageFlags.keyCertSign) !== 0 : undefined,
        );
        // The TBS bytes and the r||s signature are what the issuer signed: they verify.
        const verified = await crypto.subtle.verify(
          P384,
          keys.publicKey,
          Uint8Array.from(parsed.signature),
          Uint8Array.from(parsed.tbs),
        );
        expect(verified).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('reads a damaged real certificate as the library does, or refuses it with a TypeError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...certificates),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 3,
        }),
        (der, edits) => {
          const damaged = Uint8Array.from(der);
          for (const [at, byte] of edits) damaged[at % damaged.length] = byte;
          let parsed: ReturnType<typeof parseCertificate>;
          try {
            parsed = parseCertificate(damaged);
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
            return;
          }
          // Names and keys are compared as bytes, never interpreted (the signature covers them),
          // so damage inside them passes here and fails the signature check (the library, which
          // re-encodes what it reads, may take or refuse it). The validity both read alike.
          let reference: X509Certificate;
          try {
            reference = new X509Certificate(damaged);
          } catch {
            return;
          }
          expect(parsed.notBefore).toBe(reference.notBefore.getTime());
          expect(parsed.notAfter).toBe(reference.notAfter.getTime());
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('readDer', () => {
  it.each([
    ['an indefinite length', '3080'],
    ['a long form below 128', '30810100'],
    ['a length with a leading zero byte', '3082008000'],
    ['contents past the end', '300200'],
    ['a length past the end', '3084ffffffff'],
    ['a high tag number', '1f0100'],
    ['a tag without a length', '30'],
  ])('refuses %s', (_what, hex) => {
    expect(() => readDer(hexToBytes(hex))).toThrow(TypeError);
  });

  it('reads short and long lengths, back to back', () => {
    const long = `0481ff${'00'.repeat(255)}`;
    const [a, b] = readDer(hexToBytes(`0201ff${long}`));
    expect(a).toMatchObject({ tag: 2, contents: Uint8Array.of(0xff) });
    expect(b!.contents).toHaveLength(255);
    expect(bytesToHex(b!.encoded)).toBe(long);
  });

  it('never throws anything but a TypeError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          readDer(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
      }),
    );
  });
});
