import { CryptoCheckError } from '../../errors/cryptoCheckError.js';
import type { CryptoLike } from '../cryptoLike.js';
import { type ParsedCertificate, parseCertificate } from './parseCertificate.js';
import { quiet } from './quiet.js';
import type { TrustedRoot } from './trustedRoot.js';
import { verifyEs384 } from './verifyEs384.js';

export interface VerifyCertificateChainArgs {
  leaf: ParsedCertificate;
  /** The document's `cabundle`: root first, then intermediates towards the leaf. */
  cabundle: Uint8Array[];
  root: TrustedRoot;
  crypto: CryptoLike;
}

const malformed = (cause: unknown) =>
  new CryptoCheckError('ATTESTATION_MALFORMED', 'a certificate of the attestation is malformed', {
    cause,
  });

/**
 * Checks leaf -> intermediates -> pinned root (wire-details, "Boot proofs"): each certificate
 * names the next as issuer and is signed by its key. The bundle's own first element is replaced
 * by the pinned root, never trusted. Signatures only: leaf and intermediates live hours and a
 * proof is checked later; the root's validity is checked against the proof's timestamp by the
 * caller.
 */
export async function verifyCertificateChain(args: VerifyCertificateChainArgs): Promise<void> {
  const { root, crypto } = args;
  let path: ParsedCertificate[];
  try {
    path = [args.leaf, ...args.cabundle.slice(1).reverse().map(parseCertificate)];
  } catch (cause) {
    throw malformed(cause);
  }
  // Every link's signature check starts at once (each is a WebCrypto round trip); the answers
  // are read leaf first, so the refusal is the one a link-by-link walk would give.
  const checks = path.map((certificate, i) => {
    const issuer = path[i + 1] ?? root.certificate;
    return certificate.issuer === issuer.subject
      ? quiet(verifyEs384(issuer.spki, certificate.signature, certificate.tbs, crypto))
      : Promise.resolve(false);
  });
  for (const [i, check] of checks.entries()) {
    const last = i === path.length - 1;
    let signed: boolean;
    try {
      signed = await check;
    } catch (cause) {
      throw malformed(cause);
    }
    if (!signed && last) {
      throw new CryptoCheckError(
        'ATTESTATION_ROOT_UNTRUSTED',
        'the attestation chain does not end at the pinned root',
        { details: { root: root.sha256 } },
      );
    }
    if (!signed) {
      throw new CryptoCheckError(
        'ATTESTATION_CHAIN_INVALID',
        'a certificate of the attestation chain is not signed by its issuer',
        { details: { depth: i } },
      );
    }
  }
}
