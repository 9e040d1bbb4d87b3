import { base64urlDecode, bytesToHex } from '../../../protocol/encoding.js';
import type { BootProof } from '../../../protocol/records.js';
import { CryptoCheckError } from '../../errors/cryptoCheckError.js';
import type { CryptoLike } from '../cryptoLike.js';
import { sha256 } from '../sha256.js';
import {
  type AttestationDocument,
  decodeAttestationDocument,
} from './decodeAttestationDocument.js';
import { liveManifestPcr } from './liveManifestPcr.js';
import { type ParsedCertificate, parseCertificate } from './parseCertificate.js';
import { quiet } from './quiet.js';
import { pinnedAwsRoot, trustedRoot } from './trustedRoot.js';
import { verifyCertificateChain } from './verifyCertificateChain.js';
import { verifyEs384 } from './verifyEs384.js';

/**
 * What an app pins beyond the root (wire-details, "Boot proofs", "Stronger, optional"): the
 * enclave image's measurements and the manifests it accepts. Without a policy the check proves an
 * AWS Nitro enclave holds the key, not which image it runs.
 */
export interface AttestationPolicy {
  /** PCR index -> expected value (48-byte hex), e.g. PCR0-3 of the released enclave image. */
  expectedPcrs?: Readonly<Record<number, string>>;
  /** SHA-256 hex digests of the QOS manifests the app accepts. */
  allowedManifestSha256?: readonly string[];
}

/** What a verified boot proof attests, for display and for checking the app proofs it covers. */
export interface VerifiedAttestation {
  /** The attested 130-byte ephemeral key, lower-case hex. */
  ephemeralPublicKeyHex: string;
  root: {
    /** The chain ends at the AWS Nitro Enclaves Root-G1 (by its pinned fingerprint). */
    awsNitro: boolean;
    /** SHA-256 of the root's DER, lower-case hex. */
    sha256: string;
    /** The root's validity, epoch milliseconds. */
    notBefore: number;
    notAfter: number;
  };
  moduleId: string;
  /** When the enclave produced the document, epoch milliseconds. */
  timestamp: number;
  /** PCR index -> value, lower-case hex. */
  pcrs: Record<number, string>;
  /** SHA-256 of the QOS manifest (the document's `user_data`), lower-case hex. */
  manifestSha256: string;
}

export interface VerifyBootProofArgs {
  bootProof: BootProof;
  /**
   * PEM; default the AWS Nitro Enclaves Root-G1, pinned by fingerprint (the document's own
   * copy, taken when it hashes to the pin).
   */
  rootCertificate?: string;
  policy?: AttestationPolicy;
  crypto?: CryptoLike;
}

const fail = (
  code: ConstructorParameters<typeof CryptoCheckError>[0],
  message: string,
  details?: Record<string, unknown>,
) => new CryptoCheckError(code, message, { details });

const decodeBase64 = (text: unknown, what: string): Uint8Array => {
  try {
    if (typeof text !== 'string') throw new TypeError(`${what} is not a string`);
    return base64urlDecode(text);
  } catch (cause) {
    throw new CryptoCheckError('ATTESTATION_MALFORMED', `boot proof ${what} is not base64`, {
      cause,
    });
  }
};

const leafMalformed = (cause: unknown) =>
  new CryptoCheckError('ATTESTATION_MALFORMED', 'the leaf certificate is not a P-384 certificate', {
    cause,
  });

function decodeDocument(bootProof: BootProof): AttestationDocument {
  try {
    return decodeAttestationDocument(
      decodeBase64(bootProof.awsAttestationDocB64, 'awsAttestationDocB64'),
    );
  } catch (cause) {
    if (cause instanceof CryptoCheckError) throw cause;
    throw new CryptoCheckError(
      'ATTESTATION_MALFORMED',
      'the attestation document is not a Nitro COSE_Sign1',
      { cause },
    );
  }
}

const QOS_PCR_COUNT = 32;
const LIVE_MANIFEST_PCR = 17;

/** What the boot proof holds, decoded: the attestation document, the manifest, the leaf. */
interface ReadBootProof {
  doc: AttestationDocument;
  manifest: Uint8Array;
  leaf: ParsedCertificate;
}

function readBootProof(bootProof: BootProof): ReadBootProof {
  const doc = decodeDocument(bootProof);
  const manifest = decodeBase64(bootProof.qosManifestB64, 'qosManifestB64');
  try {
    return { doc, manifest, leaf: parseCertificate(doc.certificate) };
  } catch (cause) {
    throw leafMalformed(cause);
  }
}

/** Steps 1 and 2: the document is signed by the leaf's key, and the leaf chains to the root. */
async function checkOrigin(signature: Promise<boolean>, chain: Promise<void>): Promise<void> {
  let signed: boolean;
  try {
    signed = await signature;
  } catch (cause) {
    throw leafMalformed(cause);
  }
  if (!signed) {
    throw fail(
      'ATTESTATION_SIGNATURE_INVALID',
      'the attestation document signature does not verify under its leaf certificate',
    );
  }
  await chain;
}

/** Step 3: the document commits to this manifest (`user_data` = its SHA-256). */
function checkManifestDigest(doc: AttestationDocument, manifestSha256: string): void {
  if (doc.userData.length !== 32)
    throw fail('ATTESTATION_MALFORMED', 'user_data is not a SHA-256 digest');
  if (bytesToHex(doc.userData) !== manifestSha256) {
    throw fail(
      'MANIFEST_DIGEST_MISMATCH',
      "the attestation's user_data is not the manifest's SHA-256",
      { userData: bytesToHex(doc.userData), manifestSha256 },
    );
  }
}

/** Step 4: the document attests the key the boot proof names; answers it, lower-case hex. */
function checkEphemeralKey(doc: AttestationDocument, bootProof: BootProof): string {
  const ephemeralPublicKeyHex = bytesToHex(doc.publicKey);
  if (
    doc.publicKey.length !== 130 ||
    typeof bootProof.ephemeralPublicKeyHex !== 'string' ||
    bootProof.ephemeralPublicKeyHex.toLowerCase() !== ephemeralPublicKeyHex
  ) {
    throw fail(
      'EPHEMERAL_KEY_MISMATCH',
      'the attestation document attests another key than the boot proof names',
    );
  }
  return ephemeralPublicKeyHex;
}

/**
 * Step 5, measurements: the app's pinned PCRs and manifests, then PCR17 when the document has
 * the QOS register set (`pcr17`: what it must hold). Answers the PCRs, lower-case hex.
 */
async function checkMeasurements(
  doc: AttestationDocument,
  manifestSha256: string,
  policy: AttestationPolicy | undefined,
  pcr17: Promise<Uint8Array> | undefined,
): Promise<Record<number, string>> {
  const pcrs: Record<number, string> = {};
  for (const [index, value] of doc.pcrs) pcrs[index] = bytesToHex(value);
  for (const [index, expected] of Object.entries(policy?.expectedPcrs ?? {})) {
    if (pcrs[Number(index)] !== expected.toLowerCase()) {
      throw fail('PCR_POLICY_MISMATCH', `PCR${index} is not the pinned value`, {
        pcr: Number(index),
        expected: expected.toLowerCase(),
        actual: pcrs[Number(index)],
      });
    }
  }
  if (
    policy?.allowedManifestSha256 &&
    !policy.allowedManifestSha256.some((d) => d.toLowerCase() === manifestSha256)
  ) {
    throw fail('MANIFEST_POLICY_MISMATCH', 'the manifest is not one the policy allows', {
      manifestSha256,
    });
  }
  if (pcr17) {
    const expected = bytesToHex(await pcr17);
    if (pcrs[LIVE_MANIFEST_PCR] !== expected) {
      throw fail(
        'PCR17_COMMITMENT_MISMATCH',
        'PCR17 does not commit to this manifest and ephemeral key',
        { expected, actual: pcrs[LIVE_MANIFEST_PCR] },
      );
    }
  }
  return pcrs;
}

/**
 * Checks a boot proof (wire-details, "Boot proofs"), in order: the COSE_Sign1 ES384 signature
 * under the leaf certificate; the chain leaf -> intermediates -> pinned root; `user_data` =
 * sha256(manifest); the document attests the boot proof's ephemeral key; then the app's policy
 * (PCRs, allowed manifests) and, in 32-PCR documents, PCR17's live-manifest commitment. Each
 * failure is its own `CryptoCheckError` code. The root's validity depends on the app proof's
 * timestamp and is checked with each app proof (`checkAppProof`).
 */
export async function verifyBootProof(args: VerifyBootProofArgs): Promise<VerifiedAttestation> {
  const { bootProof, policy } = args;
  const crypto = args.crypto ?? globalThis.crypto;
  // The WebCrypto steps below do not depend on one another: they are all started at once and
  // their answers read in the order above, so a refusal names the same first failure as a
  // one-by-one check would, at the cost of the slowest step rather than the sum (each one is a
  // round trip to the browser's crypto thread; "Make them fast").
  const appRoot = args.rootCertificate;
  const appRootLoad = appRoot === undefined ? undefined : quiet(trustedRoot(appRoot, crypto));
  let read: ReadBootProof;
  try {
    read = readBootProof(bootProof);
  } catch (error) {
    // An untrusted root of the app's is the first refusal, as when the root was loaded first.
    await appRootLoad;
    throw error;
  }
  const { doc, manifest, leaf } = read;
  const rootLoad = appRootLoad ?? quiet(pinnedAwsRoot(doc.cabundle[0], crypto));
  const signature = quiet(verifyEs384(leaf.spki, doc.signature, doc.signedBytes, crypto));
  const chain = quiet(
    rootLoad.then((root) => verifyCertificateChain({ leaf, cabundle: doc.cabundle, root, crypto })),
  );
  const manifestDigest = quiet(sha256(manifest, crypto));
  const pcr17 =
    doc.pcrs.size === QOS_PCR_COUNT
      ? quiet(liveManifestPcr(doc.userData, doc.publicKey, crypto))
      : undefined;
  const root = await rootLoad;

  await checkOrigin(signature, chain);
  const manifestSha256 = bytesToHex(await manifestDigest);
  checkManifestDigest(doc, manifestSha256);
  const ephemeralPublicKeyHex = checkEphemeralKey(doc, bootProof);
  const pcrs = await checkMeasurements(doc, manifestSha256, policy, pcr17);
  const { notBefore, notAfter } = root.certificate;
  return {
    ephemeralPublicKeyHex,
    root: { awsNitro: root.awsNitro, sha256: root.sha256, notBefore, notAfter },
    moduleId: doc.moduleId,
    timestamp: doc.timestamp,
    pcrs,
    manifestSha256,
  };
}
