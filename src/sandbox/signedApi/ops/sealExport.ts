import { createExportBundle, EnclaveError } from '../../enclave/index.js';
import { invalidField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';

/**
 * One export bundle (wire-details, "Export and import"): `plaintext` HPKE-sealed to the
 * client's `targetPublicKey` in an envelope the enclave `signer` key signs with the
 * organization, so the client checks signer, signature and organization before it opens it.
 * A target that is not a P-256 point is a 400 naming `field`.
 */
export function sealExport(
  ctx: SandboxContext,
  organizationId: string,
  targetPublicKey: string,
  plaintext: Uint8Array,
  field: string,
): string {
  try {
    return createExportBundle(ctx.keys.signer, { organizationId, targetPublicKey, plaintext });
  } catch (error) {
    if (error instanceof EnclaveError && error.reason === 'INVALID_KEY') {
      throw invalidField(field, 'is not a point on P-256');
    }
    throw error;
  } finally {
    // Best effort: the sealed copy is all that leaves.
    plaintext.fill(0);
  }
}
