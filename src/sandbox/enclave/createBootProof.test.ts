import { sha256 } from '@noble/hashes/sha2.js';
import {
  computeQosLiveManifestCommitmentPcr,
  verifyAppProofSignature,
  verifyCoseSign1Sig,
} from '@turnkey/crypto';
import { decode } from 'cborg';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppProof } from './createAppProof.js';
import {
  type AttestationAuthority,
  createAttestationAuthority,
} from './createAttestationAuthority.js';
import { createBootProof, SANDBOX_IMAGE_PCRS } from './createBootProof.js';
import { generateAppProofEphemeralKeys } from './generateAppProofEphemeralKeys.js';
import * as x509 from './x509.js';

const fromB64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The COSE_Sign1 array and its decoded payload, as any CBOR reader sees them. */
function decodeDocument(b64: string) {
  const cose = decode(fromB64(b64), { useMaps: true }) as [
    Uint8Array,
    Map<unknown, unknown>,
    Uint8Array,
    Uint8Array,
  ];
  return { cose, doc: decode(cose[2], { useMaps: true }) as Map<string, unknown> };
}

let authority: AttestationAuthority;
const ephemeral = generateAppProofEphemeralKeys();
const now = 1_767_225_600_123;
beforeAll(async () => {
  authority = await createAttestationAuthority(now);
});

describe('createBootProof (the sandbox playing AWS Nitro)', () => {
  it('answers the production shape', async () => {
    const proof = await createBootProof(authority, ephemeral.publicKey, now);
    expect(Object.keys(proof).sort()).toEqual([
      'awsAttestationDocB64',
      'createdAt',
      'deploymentLabel',
      'enclaveApp',
      'ephemeralPublicKeyHex',
      'owner',
      'qosManifestB64',
      'qosManifestEnvelopeB64',
    ]);
    expect(proof.ephemeralPublicKeyHex).toBe(ephemeral.publicKey.toLowerCase());
    expect(proof.createdAt).toEqual({ seconds: '1767225600', nanos: '123000000' });
  });

  it('writes a Nitro attestation document: ES384 header, key, manifest digest, 32 PCRs, root-first bundle', async () => {
    const proof = await createBootProof(authority, ephemeral.publicKey, now);
    const { cose, doc } = decodeDocument(proof.awsAttestationDocB64);
    expect(decode(cose[0], { useMaps: true })).toEqual(new Map([[1, -35]]));
    expect(cose[3]).toHaveLength(96);
    expect([...doc.keys()]).toEqual([
      'module_id',
      'digest',
      'timestamp',
      'pcrs',
      'certificate',
      'cabundle',
      'public_key',
      'user_data',
      'nonce',
    ]);
    expect(doc.get('digest')).toBe('SHA384');
    expect(doc.get('timestamp')).toBe(now);
    expect(doc.get('nonce')).toBeNull();
    expect(bytesToHex(doc.get('public_key') as Uint8Array)).toBe(proof.ephemeralPublicKeyHex);
    expect(doc.get('user_data')).toEqual(sha256(fromB64(proof.qosManifestB64)));
    const pcrs = doc.get('pcrs') as Map<number, Uint8Array>;
    expect(pcrs.size).toBe(32);
    for (const value of pcrs.values()) expect(value).toHaveLength(48);
    expect(bytesToHex(pcrs.get(0) as Uint8Array)).toBe(SANDBOX_IMAGE_PCRS[0]);
    // PCR17 as the production package computes the live-manifest commitment.
    expect(pcrs.get(17)).toEqual(
      computeQosLiveManifestCommitmentPcr(
        doc.get('user_data') as Uint8Array,
        doc.get('public_key') as Uint8Array,
      ),
    );
    const bundle = doc.get('cabundle') as Uint8Array[];
    const root = new x509.X509Certificate(authority.rootCertificate);
    expect(bundle[0]).toEqual(new Uint8Array(root.rawData));
    expect(bundle).toHaveLength(2);
  });

  it('chains leaf -> intermediate -> root, all P-384 ECDSA-SHA384', async () => {
    const proof = await createBootProof(authority, ephemeral.publicKey, now);
    const { doc } = decodeDocument(proof.awsAttestationDocB64);
    const [rootDer, intermediateDer] = doc.get('cabundle') as Uint8Array<ArrayBuffer>[];
    const root = new x509.X509Certificate(rootDer as Uint8Array<ArrayBuffer>);
    const intermediate = new x509.X509Certificate(intermediateDer as Uint8Array<ArrayBuffer>);
    const leaf = new x509.X509Certificate(doc.get('certificate') as Uint8Array<ArrayBuffer>);
    const date = new Date(now);
    expect(await leaf.verify({ publicKey: intermediate, date })).toBe(true);
    expect(await intermediate.verify({ publicKey: root, date })).toBe(true);
    expect(await root.verify({ date })).toBe(true);
    expect(await leaf.verify({ publicKey: root, signatureOnly: true })).toBe(false);
    expect(leaf.signatureAlgorithm).toMatchObject({ name: 'ECDSA', hash: { name: 'SHA-384' } });
  });

  it("passes the production package's verifyCoseSign1Sig and verifyAppProofSignature", async () => {
    const proof = await createBootProof(authority, ephemeral.publicKey, now);
    const { cose, doc } = decodeDocument(proof.awsAttestationDocB64);
    await expect(
      verifyCoseSign1Sig(cose, doc.get('certificate') as Uint8Array),
    ).resolves.toBeUndefined();
    const appProof = createAppProof(ephemeral, {
      type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION',
      timestampMs: String(now),
      addressDerivationProof: {
        organizationId: 'o',
        walletId: 'w',
        derivationPath: "m/44'/60'/0'/0/0",
        address: '0x0',
      },
    });
    expect(() => verifyAppProofSignature(appProof)).not.toThrow();
    expect(appProof.publicKey.toLowerCase()).toBe(proof.ephemeralPublicKeyHex);
    // ... and refuses a document whose payload was altered.
    const altered = new Uint8Array(cose[2]);
    altered[20] = (altered[20] ?? 0) ^ 1;
    await expect(
      verifyCoseSign1Sig(
        [cose[0], cose[1], altered, cose[3]],
        doc.get('certificate') as Uint8Array,
      ),
    ).rejects.toThrow();
  });

  it('writes 16 PCRs on request, as older documents have', async () => {
    const proof = await createBootProof(authority, ephemeral.publicKey, now, { pcrCount: 16 });
    expect(
      (decodeDocument(proof.awsAttestationDocB64).doc.get('pcrs') as Map<number, unknown>).size,
    ).toBe(16);
  });
});
