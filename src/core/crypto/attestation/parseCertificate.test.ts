// @peculiar/x509 (the sandbox's X.509 library, the reference here) needs the metadata polyfill.
import 'reflect-metadata';
import { X509Certificate } from '@peculiar/x509';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64urlDecode, bytesToHex, hexToBytes } from '../../../protocol/encoding.js';
import { AWS_NITRO_ROOT_G1_PEM } from './awsNitroRootG1.js';
import { decodeAttestationDocument } from './decodeAttestationDocument.js';
import { parseCertificate } from './parseCertificate.js';
import { pemToDer } from './pemToDer.js';
import { productionPair1 } from './productionProofs.test-utils.js';
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
