import type { OtpType, VerificationTokenClaims } from 'embedded-wallet-kit/protocol';
import { EnclaveError, verifyVerificationToken } from '../enclave/index.js';
import type { ProxyConfigRecord } from '../proxy/config/proxyRecords.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';

const METHOD_OF: Record<OtpType, 'email' | 'sms'> = {
  OTP_TYPE_EMAIL: 'email',
  OTP_TYPE_SMS: 'sms',
};

/**
 * A verification token's signature (`tlsFetcher`), expiry, tenant (issued by this
 * organization's proxy) and method (still enabled). Does not spend it: see
 * `spendVerificationToken`.
 */
export async function checkVerificationToken(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  token: string,
  field = 'verificationToken',
): Promise<VerificationTokenClaims> {
  let claims: VerificationTokenClaims;
  try {
    claims = await verifyVerificationToken(token, ctx.keys.tlsFetcher.publicKey, ctx.now());
  } catch (error) {
    const expired = error instanceof EnclaveError && error.reason === 'EXPIRED';
    throw ServiceError.unauthenticated(
      expired ? `${field} has expired` : `${field} is not a valid verification token`,
      [{ field, description: expired ? 'expired' : 'signature or claims do not verify' }],
    );
  }
  if (claims.organization_id !== config.organizationId) {
    throw ServiceError.unauthenticated(`${field} was issued for another organization`, [
      { field, description: 'organization_id does not match' },
    ]);
  }
  if (!config.methods[METHOD_OF[claims.verification_type]]) {
    throw ServiceError.denied(
      `${METHOD_OF[claims.verification_type] === 'email' ? 'e-mail' : 'SMS'} OTP is disabled for this organization`,
    );
  }
  return claims;
}
