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
 * Why `issuer` may not have issued a certificate `below` non-self-issued intermediates above the
 * leaf (RFC 5280 6.1.4 (k), (l), (m), (n)), or undefined when it may: a CA (basicConstraints
 * `cA`), whose key may sign certificates (keyUsage keyCertSign; RFC 5280 4.2.1.3 has a CA's
 * certificate carry the extension, and every Nitro CA's does), within its pathLenConstraint.
 */
function issuerProblem(issuer: ParsedCertificate, below: number): string | undefined {
  if (!issuer.ca) return 'the issuer is not a CA (basicConstraints cA)';
  if (issuer.keyCertSign !== true) return 'the issuer may not sign certificates (keyCertSign)';
  if (issuer.pathLength !== undefined && below > issuer.pathLength) {
    return `the issuer allows ${issuer.pathLength} CA certificate(s) below it, the chain has ${below}`;
  }
  return undefined;
}

/**
 * Checks leaf -> intermediates -> pinned root (wire-details, "Boot proofs"): each certificate
 * names the next as issuer and is signed by its key, and every issuer, the root included, is a
 * CA that may sign certificates, within its path length (a leaf, or any
 * certificate that is not a CA, must not vouch for another). The bundle's own first element is
 * never trusted as such: `root` is the pinned one (for AWS's, that element once it hashed to the
 * pin: trustedRoot.ts). Signatures only, no validity: leaf and
 * intermediates live hours and a proof is checked later; the root's validity is checked against
 * the proof's timestamp by the caller.
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
  // CA certificates between each issuer and the leaf; a self-issued one does not count (6.1.4 (l)).
  let below = 0;
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
    const certificate = path[i] as ParsedCertificate;
    if (i > 0 && certificate.issuer !== certificate.subject) below += 1;
    const problem = issuerProblem(path[i + 1] ?? root.certificate, below);
    if (problem) {
      throw new CryptoCheckError(
        'ATTESTATION_CHAIN_INVALID',
        `a certificate of the attestation chain is issued by one that may not issue it: ${problem}`,
        { details: { depth: i + 1 } },
      );
    }
  }
}
