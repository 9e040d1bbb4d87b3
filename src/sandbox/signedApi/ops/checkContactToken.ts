import type { OtpType } from 'embedded-wallet-kit/protocol';
import { EnclaveError, verifyVerificationToken } from '../../enclave/index.js';
import { invalidField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';

const WHAT: Record<OtpType, string> = {
  OTP_TYPE_EMAIL: 'e-mail address',
  OTP_TYPE_SMS: 'phone number',
};

/**
 * A verification token proves the user owns `contact` (wire-details, "Tokens"): signed by the
 * enclave's `tlsFetcher` key, unexpired, for an OTP of `type`, naming this contact (an e-mail
 * in any letter case), and issued for this organization or the parent whose auth proxy ran the
 * OTP. Answers the token's id, for `spendVerificationToken`; refusals are 400s naming `field`.
 */
export async function checkContactToken(
  ctx: SandboxContext,
  args: { token: string; type: OtpType; contact: string; organizationId: string; field: string },
): Promise<string> {
  const { field } = args;
  let claims: Awaited<ReturnType<typeof verifyVerificationToken>>;
  try {
    claims = await verifyVerificationToken(args.token, ctx.keys.tlsFetcher.publicKey, ctx.now());
  } catch (error) {
    const reason = error instanceof EnclaveError ? error.reason : 'MALFORMED';
    throw invalidField(field, `does not verify (${reason})`);
  }
  if (claims.verification_type !== args.type) {
    throw invalidField(
      field,
      `verifies a ${WHAT[claims.verification_type]}, not a ${WHAT[args.type]}`,
    );
  }
  if (claims.contact.toLowerCase() !== args.contact.toLowerCase()) {
    throw invalidField(field, `was issued for another ${WHAT[args.type]}`);
  }
  const org = ctx.store.get('organization', args.organizationId);
  if (
    claims.organization_id !== args.organizationId &&
    claims.organization_id !== org?.parentOrganizationId
  ) {
    throw invalidField(field, 'was issued for another organization');
  }
  return claims.id;
}
