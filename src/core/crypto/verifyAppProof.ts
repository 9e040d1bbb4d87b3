import type { AddressDerivationProofPayload } from '../../protocol/appProof.js';
import { hexToBytes, parseJson, utf8Encode } from '../../protocol/encoding.js';
import type { AppProof, BootProof } from '../../protocol/records.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { CryptoLike } from './cryptoLike.js';
import { sameKey } from './sameKey.js';
import { verifyP256 } from './verifyP256.js';

export type { AddressDerivationProofPayload };

export interface VerifyAppProofArgs {
  proof: AppProof;
  /** From `get_boot_proof` for `proof.publicKey`. */
  bootProof: BootProof;
  /** Pinned `bootProofRoot` (uncompressed hex); absent in production (see `TrustedKeys`). */
  pinnedBootProofRoot: string | undefined;
  /** What the response that carried the proof claims. */
  expected: { organizationId: string; walletId?: string; address: string; derivationPath?: string };
  crypto?: CryptoLike;
}

const mismatch = (what: string, details?: Record<string, unknown>) =>
  new CryptoCheckError('APP_PROOF_MISMATCH', `app proof ${what}`, { details });

const hexOrEmpty = (hex: string): Uint8Array => {
  try {
    return hexToBytes(hex);
  } catch {
    return new Uint8Array();
  }
};

/**
 * Checks an address-derivation app proof (wire-details, "App proofs"), completely: (1) the
 * ephemeral key is attested by a boot proof signed by the pinned root, (2) the proof's key is that
 * ephemeral key, (3) the proof is signed by its signing half (the last 65 of the 130 bytes) over
 * SHA-256 of the payload, (4) the payload names exactly the expected organization, wallet, path
 * and address. Trust first, then signature, then content. Answers the parsed payload.
 *
 * Production boot proofs are AWS Nitro attestation documents, which the kit does not verify: with
 * no root pinned the proof is refused (`UNTRUSTED_KEY`) rather than half-checked.
 */
export async function verifyAppProof(
  args: VerifyAppProofArgs,
): Promise<AddressDerivationProofPayload> {
  const { proof, bootProof, pinnedBootProofRoot, expected, crypto } = args;
  if (!pinnedBootProofRoot) {
    throw new CryptoCheckError(
      'UNTRUSTED_KEY',
      'no boot proof root is pinned: the kit does not verify AWS Nitro attestations, so app proofs cannot be trusted',
    );
  }
  if (proof.scheme !== 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256') {
    throw mismatch('has an unknown scheme', { scheme: proof.scheme });
  }
  const ephemeral = hexOrEmpty(bootProof.ephemeralPublicKey);
  if (bootProof.scheme !== 'SANDBOX_BOOT_PROOF_P256' || ephemeral.length !== 130) {
    throw new CryptoCheckError('UNTRUSTED_KEY', 'boot proof is not a recognised attestation');
  }
  const attested = await verifyP256(
    pinnedBootProofRoot,
    hexOrEmpty(bootProof.signature),
    utf8Encode(bootProof.ephemeralPublicKey),
    crypto,
  );
  if (!attested) {
    throw new CryptoCheckError('UNTRUSTED_KEY', 'boot proof is not signed by the pinned root');
  }
  if (!sameKey(proof.publicKey, bootProof.ephemeralPublicKey)) {
    throw new CryptoCheckError(
      'UNTRUSTED_KEY',
      'app proof key is not the ephemeral key the boot proof attests',
    );
  }
  const signingKey = bootProof.ephemeralPublicKey.slice(130).toLowerCase();
  const signed = await verifyP256(
    signingKey,
    hexOrEmpty(proof.signature),
    utf8Encode(proof.proofPayload),
    crypto,
  );
  if (!signed)
    throw new CryptoCheckError('INVALID_SIGNATURE', 'app proof signature does not verify');

  const payload = parseJson(proof.proofPayload) as
    | Partial<AddressDerivationProofPayload>
    | undefined;
  const claim = payload?.addressDerivationProof;
  if (
    payload?.type !== 'APP_PROOF_TYPE_ADDRESS_DERIVATION' ||
    typeof claim !== 'object' ||
    !claim
  ) {
    throw mismatch('is not an address derivation proof');
  }
  const checks: [string, unknown, string | undefined][] = [
    ['organizationId', claim.organizationId, expected.organizationId],
    ['walletId', claim.walletId, expected.walletId],
    ['derivationPath', claim.derivationPath, expected.derivationPath],
    ['address', claim.address, expected.address],
  ];
  for (const [field, actual, wanted] of checks) {
    if (typeof actual !== 'string' || (wanted !== undefined && actual !== wanted)) {
      throw mismatch(`names another ${field} than the response`, {
        field,
        expected: wanted,
        actual,
      });
    }
  }
  return payload as AddressDerivationProofPayload;
}
