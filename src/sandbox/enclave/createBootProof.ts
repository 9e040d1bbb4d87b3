import { sha256, sha384 } from '@noble/hashes/sha2.js';
import { encode } from 'cborg';
import type { BootProof } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  concatBytes,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import {
  type AttestationAuthority,
  ES384,
  nitroStyleName,
  randomSerial,
} from './createAttestationAuthority.js';
import { nodeCrypto } from './nodeCrypto.js';
import * as x509 from './x509.js';

export interface CreateBootProofOptions {
  /** 32 (QOS's newer documents, PCR17 commits the live manifest) or 16 (older ones). Default 32. */
  pcrCount?: 16 | 32;
  /** The enclave image's measurements, PCR index -> 48 bytes hex. Default: the sandbox image's. */
  pcrs?: Record<number, string>;
}

const HOUR_MS = 3600_000;
const b64 = (bytes: Uint8Array | ArrayBuffer) =>
  Buffer.from(bytes as ArrayBuffer).toString('base64');
const fromB64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The sandbox image's PCR0-2 (image, kernel, application): fixed, recognisably not AWS's. */
export const SANDBOX_IMAGE_PCRS: Readonly<Record<number, string>> = Object.freeze({
  0: bytesToHex(sha384(utf8Encode('embedded-wallet-kit sandbox enclave image'))),
  1: bytesToHex(sha384(utf8Encode('embedded-wallet-kit sandbox kernel'))),
  2: bytesToHex(sha384(utf8Encode('embedded-wallet-kit sandbox application'))),
});

/** PCR17 of a QOS enclave: the live manifest and ephemeral key extended into a zero register. */
function liveManifestPcr(manifestSha256: Uint8Array, ephemeralPublicKey: Uint8Array): Uint8Array {
  const commitment = `{"domain":"qos-live-manifest-pcr-commitment-v1","ephemeralPublicKey":"${bytesToHex(ephemeralPublicKey)}","manifestHash":"${bytesToHex(manifestSha256)}"}`;
  return sha384(concatBytes(new Uint8Array(48), sha384(utf8Encode(commitment))));
}

/**
 * A boot proof in the production shape (wire-details, "Boot proofs"), the sandbox playing AWS:
 * a fresh P-384 leaf for this boot issued by the authority's intermediate, and a COSE_Sign1
 * attestation document signed by the leaf (ES384) whose `public_key` is the ephemeral key and
 * whose `user_data` is sha256 of a manifest the sandbox writes. `now` is epoch milliseconds.
 */
export async function createBootProof(
  authority: AttestationAuthority,
  ephemeralPublicKeyHex: string,
  now: number,
  options: CreateBootProofOptions = {},
): Promise<BootProof> {
  const ephemeralPublicKey = hexToBytes(ephemeralPublicKeyHex);
  const intermediate = new x509.X509Certificate(fromB64(authority.intermediateCertificate));
  const intermediateKey = await nodeCrypto.subtle.importKey(
    'pkcs8',
    fromB64(authority.intermediatePrivateKey),
    ES384,
    false,
    ['sign'],
  );
  const leafKeys = await nodeCrypto.subtle.generateKey(ES384, false, ['sign', 'verify']);
  const moduleId = `i-sandbox-enc${bytesToHex(crypto.getRandomValues(new Uint8Array(8)))}`;
  // Nitro leaves live three hours; verifiers check them by signature only.
  const leaf = await x509.X509CertificateGenerator.create(
    {
      serialNumber: randomSerial(),
      subject: nitroStyleName(`${moduleId}.sandbox`),
      issuer: intermediate.subject,
      notBefore: new Date(now - 60_000),
      notAfter: new Date(now + 3 * HOUR_MS),
      signingAlgorithm: ES384,
      publicKey: leafKeys.publicKey,
      signingKey: intermediateKey,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      ],
    },
    nodeCrypto,
  );

  const manifest = utf8Encode(
    JSON.stringify({
      namespace: { name: 'sandbox/signer', nonce: 1 },
      enclave: {
        pcr0: SANDBOX_IMAGE_PCRS[0],
        pcr1: SANDBOX_IMAGE_PCRS[1],
        pcr2: SANDBOX_IMAGE_PCRS[2],
      },
      pivot: { app: 'signer', args: [] },
      note: 'written by the embedded-wallet-kit sandbox; not a QOS manifest',
    }),
  );
  const manifestSha256 = sha256(manifest);
  const pcrCount = options.pcrCount ?? 32;
  const measured = { ...SANDBOX_IMAGE_PCRS, ...options.pcrs };
  const pcrs = new Map<number, Uint8Array>();
  for (let i = 0; i < pcrCount; i++) {
    const value = measured[i];
    pcrs.set(i, value ? hexToBytes(value) : new Uint8Array(48));
  }
  // QOS extends PCR17 with its live manifest and ephemeral key; a test may pin another value.
  if (pcrCount === 32 && !options.pcrs?.[17]) {
    pcrs.set(17, liveManifestPcr(manifestSha256, ephemeralPublicKey));
  }

  // The Nitro document (Nitro Enclaves user guide, "Attestation document"), keys in its order.
  const payload = encode(
    new Map<string, unknown>([
      ['module_id', moduleId],
      ['digest', 'SHA384'],
      ['timestamp', now],
      ['pcrs', pcrs],
      ['certificate', new Uint8Array(leaf.rawData)],
      [
        'cabundle',
        [
          new Uint8Array(new x509.X509Certificate(authority.rootCertificate).rawData),
          fromB64(authority.intermediateCertificate),
        ],
      ],
      ['public_key', ephemeralPublicKey],
      ['user_data', manifestSha256],
      ['nonce', null],
    ]),
    { mapSorter: () => 0 },
  );
  // RFC 9052 section 4.4: sign the Sig_structure; `alg` ES384 (-35) in the protected header.
  const protectedHeader = encode(new Map([[1, -35]]));
  const toBeSigned = encode(['Signature1', protectedHeader, new Uint8Array(0), payload]);
  const signature = new Uint8Array(
    await nodeCrypto.subtle.sign(ES384, leafKeys.privateKey, toBeSigned),
  );
  const document = encode([protectedHeader, new Map(), payload, signature]);
  const envelope = utf8Encode(
    JSON.stringify({ manifest: b64(manifest), manifestSetApprovals: [], shareSetApprovals: [] }),
  );
  return {
    ephemeralPublicKeyHex: ephemeralPublicKeyHex.toLowerCase(),
    awsAttestationDocB64: b64(document),
    qosManifestB64: b64(manifest),
    qosManifestEnvelopeB64: b64(envelope),
    deploymentLabel: 'sandbox',
    enclaveApp: 'signer',
    owner: 'sandbox',
    createdAt: { seconds: String(Math.floor(now / 1000)), nanos: String((now % 1000) * 1_000_000) },
  };
}
