import type { ImportBundleData } from 'embedded-wallet-kit/protocol';
import { createSignedEnvelope } from './createSignedEnvelope.js';
import { generateP256KeyPair, type P256KeyPair } from './generateP256KeyPair.js';

export interface ImportBundle {
  /** `importBundle`: signed envelope whose data is `{organizationId, userId, targetPublic}`. */
  bundle: string;
  /** Kept by the sandbox; opens what the client encrypts to `targetPublic`. Never sent. */
  targetPrivateKey: string;
}

/**
 * `init_import_private_key`'s `importBundle` (wire-details, "Export and import"): a fresh target
 * key, signed by the `signer` key together with the organization and user it is for, so the
 * client can check both before encrypting key material to it.
 */
export function createImportBundle(
  signerKey: P256KeyPair,
  input: { organizationId: string; userId: string },
): ImportBundle {
  const target = generateP256KeyPair();
  const data: ImportBundleData = {
    organizationId: input.organizationId,
    userId: input.userId,
    targetPublic: target.publicKey,
  };
  return { bundle: createSignedEnvelope(signerKey, data), targetPrivateKey: target.privateKey };
}
