import type { ProxyBody } from 'embedded-wallet-kit/protocol';
import { invalidField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { ServiceError } from '../../serviceError.js';
import { verifyAttestation } from '../../webauthn/verifyAttestation.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';

export type VerifiedAuthenticator = Awaited<ReturnType<typeof verifyAttestation>>;

/**
 * The passkeys of a signup: each attestation verified (WebAuthn registration), none listed
 * twice, and only while the organization offers passkeys.
 */
export async function verifySignupAuthenticators(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  inputs: ProxyBody<'signup_v2'>['authenticators'],
): Promise<VerifiedAuthenticator[]> {
  if (inputs.length > 0 && !config.methods.passkey) {
    throw ServiceError.denied('passkeys are disabled for this organization');
  }
  const verified: VerifiedAuthenticator[] = [];
  for (const [i, attestation] of inputs.entries()) {
    verified.push(await verifyAttestation(ctx, attestation, `authenticators[${i}].attestation`));
  }
  if (new Set(verified.map((a) => a.credentialId)).size !== verified.length) {
    throw invalidField('authenticators', 'the same passkey is listed twice');
  }
  return verified;
}
