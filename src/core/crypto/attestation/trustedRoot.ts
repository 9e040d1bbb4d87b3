import { bytesToHex } from '../../../protocol/encoding.js';
import { CryptoCheckError } from '../../errors/cryptoCheckError.js';
import type { CryptoLike } from '../cryptoLike.js';
import { sha256 } from '../sha256.js';
import { AWS_NITRO_ROOT_G1_PEM, AWS_NITRO_ROOT_G1_SHA256 } from './awsNitroRootG1.js';
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

// A root is parsed and its self-signature checked once per page, not once per proof.
const cache = new Map<string, Promise<TrustedRoot>>();

async function load(pem: string | undefined, crypto: CryptoLike): Promise<TrustedRoot> {
  let der: Uint8Array;
  let certificate: ParsedCertificate;
  try {
    der = pemToDer(pem ?? AWS_NITRO_ROOT_G1_PEM);
    certificate = parseCertificate(der);
  } catch (cause) {
    throw untrusted('the attestation root is not a PEM certificate', cause);
  }
  const fingerprint = bytesToHex(await sha256(der, crypto));
  const awsNitro = fingerprint === AWS_NITRO_ROOT_G1_SHA256;
  // The default is pinned by fingerprint (wire-details, "Boot proofs"); any other root is only
  // ever used because the app passed it itself (the sandbox's, from its bootstrap).
  if (pem === undefined && !awsNitro) {
    throw untrusted('the built-in AWS root does not match its pinned fingerprint');
  }
  let selfSigned = false;
  try {
    selfSigned =
      certificate.issuer === certificate.subject &&
      (await verifyEs384(certificate.spki, certificate.signature, certificate.tbs, crypto));
  } catch (cause) {
    throw untrusted('the attestation root has no P-384 key', cause);
  }
  if (!selfSigned) throw untrusted('the attestation root is not a self-signed certificate');
  return { certificate, sha256: fingerprint, awsNitro };
}

/**
 * The root attestation chains must end at: `pem` when the app passes one, else the AWS Nitro
 * Enclaves Root-G1, checked against its pinned SHA-256 fingerprint. Refuses
 * (`ATTESTATION_ROOT_UNTRUSTED`) a root that is not a self-signed P-384 certificate.
 */
export function trustedRoot(
  pem: string | undefined,
  crypto: CryptoLike = globalThis.crypto,
): Promise<TrustedRoot> {
  const key = pem ?? '';
  let root = cache.get(key);
  if (!root) {
    root = load(pem, crypto);
    cache.set(key, root);
    root.catch(() => cache.delete(key));
  }
  return root;
}
