import { bytesToHex } from '../../../protocol/encoding.js';
import { CryptoCheckError } from '../../errors/cryptoCheckError.js';
import type { CryptoLike } from '../cryptoLike.js';
import { sha256 } from '../sha256.js';
import { AWS_NITRO_ROOT_G1_SHA256 } from './awsNitroRootG1.js';
import { type ParsedCertificate, parseCertificate } from './parseCertificate.js';
import { pemToDer } from './pemToDer.js';
import { verifyEs384 } from './verifyEs384.js';

export interface TrustedRoot {
  certificate: ParsedCertificate;
  /** SHA-256 of the root's DER, lower-case hex. */
  sha256: string;
  /** It is the AWS Nitro Enclaves Root-G1 (by fingerprint). */
  awsNitro: boolean;
}

const untrusted = (message: string, cause?: unknown) =>
  new CryptoCheckError('ATTESTATION_ROOT_UNTRUSTED', message, { cause });

/** The root certificate `der` holds, with its fingerprint; throws when it holds none. */
async function rootOf(der: Uint8Array, crypto: CryptoLike): Promise<TrustedRoot> {
  const fingerprint = bytesToHex(await sha256(der, crypto));
  return {
    certificate: parseCertificate(der),
    sha256: fingerprint,
    awsNitro: fingerprint === AWS_NITRO_ROOT_G1_SHA256,
  };
}

/**
 * The AWS Nitro Enclaves Root-G1, pinned by the SHA-256 fingerprint of its DER (wire-details,
 * "Boot proofs"): an attestation document carries the root as its `cabundle`'s first element,
 * which is taken only when it hashes to the pinned fingerprint. The fingerprint is the trust
 * anchor, so the kit ships no copy of the certificate (about 0.7 KB gzip).
 */
export async function pinnedAwsRoot(
  bundled: Uint8Array | undefined,
  crypto: CryptoLike = globalThis.crypto,
): Promise<TrustedRoot> {
  const root = await (bundled && rootOf(bundled, crypto).catch(() => undefined));
  if (!root?.awsNitro) throw untrusted('the attestation chain does not end at the pinned root');
  return root;
}

// An app's root is parsed and its self-signature checked once per page, not once per proof.
const cache = new Map<string, Promise<TrustedRoot>>();

async function load(pem: string, crypto: CryptoLike): Promise<TrustedRoot> {
  let root: TrustedRoot;
  try {
    root = await rootOf(pemToDer(pem), crypto);
  } catch (cause) {
    throw untrusted('the attestation root is not a PEM certificate', cause);
  }
  const { certificate } = root;
  let selfSigned = false;
  try {
    selfSigned =
      certificate.issuer === certificate.subject &&
      (await verifyEs384(certificate.spki, certificate.signature, certificate.tbs, crypto));
  } catch (cause) {
    throw untrusted('the attestation root has no P-384 key', cause);
  }
  if (!selfSigned) throw untrusted('the attestation root is not a self-signed certificate');
  return root;
}

/**
 * A root the app passes itself (`trustedKeys.attestationRootCertificate`, PEM: the sandbox's,
 * from its bootstrap). Refuses (`ATTESTATION_ROOT_UNTRUSTED`) one that is not a self-signed
 * P-384 certificate.
 */
export function trustedRoot(
  pem: string,
  crypto: CryptoLike = globalThis.crypto,
): Promise<TrustedRoot> {
  let root = cache.get(pem);
  if (!root) {
    root = load(pem, crypto);
    cache.set(pem, root);
    root.catch(() => cache.delete(pem));
  }
  return root;
}
