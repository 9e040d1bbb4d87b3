import type { BootProof } from 'embedded-wallet-kit/protocol';
import { createBootProof } from '../../enclave/index.js';
import { notFoundField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { QueryHandler } from '../handlerTypes.js';

// One boot proof per sandbox process: each start is an enclave boot with a leaf of its own,
// made when first asked for (most sandboxes never serve one).
const boots = new WeakMap<SandboxContext, Promise<BootProof>>();

/**
 * `get_boot_proof` (wire-details, "Boot proofs"): the production shape, an attestation document
 * of this boot binding the sandbox's app-proof ephemeral key, chained to the sandbox's root
 * (`trustedKeys.attestationRootCertificate`). Any other key was never booted here.
 */
export const getBootProof: QueryHandler<'get_boot_proof'> = async ({ ctx, body }) => {
  const keys = ctx.keys;
  const own = keys.appProofEphemeral.publicKey.toLowerCase();
  if (body.ephemeralKey.toLowerCase() !== own) {
    throw notFoundField('ephemeralKey', 'no boot proof for this ephemeral key');
  }
  let boot = boots.get(ctx);
  if (!boot) {
    boot = createBootProof(keys.attestation, own, ctx.now());
    boots.set(ctx, boot);
    boot.catch(() => boots.delete(ctx));
  }
  return { bootProof: await boot };
};
