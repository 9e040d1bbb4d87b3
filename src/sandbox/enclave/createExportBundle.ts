import type { ExportBundleData } from 'embedded-wallet-kit/protocol';
import { createSignedEnvelope } from './createSignedEnvelope.js';
import type { P256KeyPair } from './generateP256KeyPair.js';
import { hpkeSealToPublicKey } from './hpkeSealToPublicKey.js';

export interface ExportBundleInput {
  organizationId: string;
  /** The request's `targetPublicKey` (hex P-256, either encoding). */
  targetPublicKey: string;
  plaintext: Uint8Array;
}

/**
 * One `export_secrets` payload (wire-details, "Export and import"): `plaintext` HPKE-sealed to
 * the client's target key, wrapped in an envelope signed by the `signer` key whose data is
 * `{organizationId, encappedPublic, ciphertext}`. The client checks signer, signature and
 * organization before it decrypts. Throws `EnclaveError('INVALID_KEY')` for a bad target key.
 */
export function createExportBundle(signerKey: P256KeyPair, input: ExportBundleInput): string {
  const sealed = hpkeSealToPublicKey(input.plaintext, input.targetPublicKey);
  const data: ExportBundleData = {
    organizationId: input.organizationId,
    encappedPublic: sealed.encappedPublic,
    ciphertext: sealed.ciphertext,
  };
  return createSignedEnvelope(signerKey, data);
}
