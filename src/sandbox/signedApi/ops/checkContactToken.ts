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
 * OTP, and bound to `stampedBy`: its `public_key` (the key the client sealed into the OTP
 * plaintext, wire-details "Tokens") is the key that stamps the update, as a login's client
 * signature must be by that key. A token proves that whoever holds that key read the code, so
 * another session cannot spend it (another user's key, or a key nobody proves holding).
 * Answers the token's id, for `spendVerificationToken`; refusals are 400s naming `field`.
 */
export async function checkContactToken(
  ctx: SandboxContext,
  args: {
    token: string;
    type: OtpType;
    contact: string;
    organizationId: string;
    field: string;
    /** The stamping key of the request that spends the token (`Caller.publicKey`). */
    stampedBy: string;
  },
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
  if (claims.public_key.toLowerCase() !== args.stampedBy.toLowerCase()) {
    throw invalidField(
      field,
      'was verified under another key: send the update stamped by the key the code was sealed with',
    );
  }
  return claims.id;
}
