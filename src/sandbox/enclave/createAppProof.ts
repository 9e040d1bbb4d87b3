import type { AppProof } from 'embedded-wallet-kit/protocol';
import { APP_PROOF_SCHEME } from 'embedded-wallet-kit/protocol';
import { bytesToHex, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import type { AppProofEphemeralKeys } from './generateAppProofEphemeralKeys.js';
import { signP256Sha256 } from './signP256Sha256.js';

/**
 * An app proof (wire-details, "App proofs"): `proofPayload` is the JSON text of `payload`,
 * `signature` raw r||s hex over sha256(utf8(proofPayload)) by the ephemeral signing key, and
 * `publicKey` the 130-byte ephemeral key (encryption || signing) that a boot proof attests.
 */
export function createAppProof(ephemeral: AppProofEphemeralKeys, payload: object): AppProof {
  const proofPayload = JSON.stringify(payload);
  return {
    scheme: APP_PROOF_SCHEME,
    publicKey: ephemeral.publicKey,
    proofPayload,
    signature: bytesToHex(
      signP256Sha256(ephemeral.signing.privateKey, utf8Encode(proofPayload), 'raw'),
    ),
  };
}
