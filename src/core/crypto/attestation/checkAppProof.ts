import type { AddressDerivationProofPayload } from '../../../protocol/appProof.js';
import { hexToBytes, parseJson, utf8Encode } from '../../../protocol/encoding.js';
import type { AppProof } from '../../../protocol/records.js';
import { CryptoCheckError } from '../../errors/cryptoCheckError.js';
import type { CryptoLike } from '../cryptoLike.js';
import { verifyP256 } from '../verifyP256.js';
import { quiet } from './quiet.js';
import type { VerifiedAttestation } from './verifyBootProof.js';

/** What the response that carried a proof claims; each field given is checked. */
export interface AppProofExpectation {
  organizationId?: string;
  walletId?: string;
  derivationPath?: string;
  address?: string;
}

export interface CheckAppProofArgs {
  proof: AppProof;
  /**
   * From `verifyBootProof` of the boot proof for `proof.publicKey`; or the promise of it, and the
   * proof's signature is checked while the boot proof is fetched and verified.
   */
  attestation: VerifiedAttestation | PromiseLike<VerifiedAttestation>;
  expected?: AppProofExpectation;
  crypto?: CryptoLike;
}

const hexOrEmpty = (hex: unknown): Uint8Array => {
  try {
    return typeof hex === 'string' ? hexToBytes(hex) : new Uint8Array();
  } catch {
    return new Uint8Array();
  }
};

const mismatch = (what: string, details?: Record<string, unknown>) =>
  new CryptoCheckError('APP_PROOF_MISMATCH', `app proof ${what}`, { details });

/**
 * The app-proof half of the check (wire-details, "App proofs"), against an attestation
 * `verifyBootProof` accepted (or is still checking): the proof's key is the attested ephemeral
 * key; its signature by the key's signing half (the last 65 of 130 bytes) over
 * sha256(utf8(payload)) verifies; the root was valid at the payload's (now signed) timestamp; the
 * payload names what the response claims. Answers the parsed payload.
 */
export async function checkAppProof(
  args: CheckAppProofArgs,
): Promise<AddressDerivationProofPayload> {
  const { proof, expected = {} } = args;
  if (
    typeof proof !== 'object' ||
    proof === null ||
    proof.scheme !== 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256' ||
    typeof proof.proofPayload !== 'string'
  ) {
    throw new CryptoCheckError(
      'MALFORMED_BUNDLE',
      'app proof is not an ephemeral-key P-256 proof',
      {
        details: { scheme: proof?.scheme },
      },
    );
  }
  // Checked under the key the proof names, before the attestation is in: the answer counts only
  // once that key is found to be the attested one (just below), and the check is off the login's
  // path: it does not wait for the boot proof's fetch and verification.
  const signature =
    typeof proof.publicKey === 'string'
      ? quiet(
          verifyP256(
            proof.publicKey.slice(130),
            hexOrEmpty(proof.signature),
            utf8Encode(proof.proofPayload),
            args.crypto,
          ),
        )
      : undefined;
  const attestation = await args.attestation;
  if (
    signature === undefined ||
    String(proof.publicKey).toLowerCase() !== attestation.ephemeralPublicKeyHex
  ) {
    throw new CryptoCheckError(
      'EPHEMERAL_KEY_MISMATCH',
      'app proof key is not the ephemeral key the boot proof attests',
    );
  }
  if (!(await signature))
    throw new CryptoCheckError('INVALID_SIGNATURE', 'app proof signature does not verify');

  const payload = parseJson(proof.proofPayload) as
    | Partial<AddressDerivationProofPayload>
    | undefined;
  const claim = payload?.addressDerivationProof;
  const timestampMs = Number(payload?.timestampMs);
  if (
    payload?.type !== 'APP_PROOF_TYPE_ADDRESS_DERIVATION' ||
    typeof claim !== 'object' ||
    !claim ||
    !Number.isSafeInteger(timestampMs)
  ) {
    throw mismatch('is not an address derivation proof');
  }
  const { notBefore, notAfter } = attestation.root;
  if (timestampMs < notBefore || timestampMs > notAfter) {
    throw new CryptoCheckError(
      'ATTESTATION_ROOT_EXPIRED',
      'the attestation root was not valid when the proof was made',
      {
        details: { timestampMs, notBefore, notAfter },
      },
    );
  }
  for (const field of ['organizationId', 'walletId', 'derivationPath', 'address'] as const) {
    const actual: unknown = claim[field];
    const wanted = expected[field];
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
