import { createBootProof } from '../../enclave/index.js';
import type { QueryHandler } from '../handlerTypes.js';
import { enclaveKeysOf } from './enclaveKeysOf.js';
import { notFoundField } from './fieldErrors.js';

/**
 * `get_boot_proof` (wire-details, "App proofs"): the sandbox's boot proof attests its one app
 * proof ephemeral key with the pinned `bootProofRoot` key. Any other key was never booted here.
 */
export const getBootProof: QueryHandler<'get_boot_proof'> = ({ ctx, body }) => {
  const keys = enclaveKeysOf(ctx);
  const own = keys.appProofEphemeral.publicKey.toLowerCase();
  if (body.ephemeralKey.toLowerCase() !== own) {
    throw notFoundField('ephemeralKey', 'no boot proof for this ephemeral key');
  }
  return { bootProof: createBootProof(keys.bootProofRoot, own, ctx.now()) };
};
