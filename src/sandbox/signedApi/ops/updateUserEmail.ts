import { EnclaveError, verifyVerificationToken } from '../../enclave/index.js';
import { spendVerificationToken } from '../../identity/spendVerificationToken.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { UserRecord } from '../../store/storedRecords.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { invalidField } from './fieldErrors.js';
import { requireOrgUser } from './requireOrgUser.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOKEN_FIELD = 'parameters.verificationToken';

/**
 * A verification token proves the user owns `email` (wire-details, "Tokens"): signed by the
 * enclave's `tlsFetcher` key, unexpired, for an e-mail OTP, naming this contact, and issued for
 * this organization or the parent whose auth proxy ran the OTP.
 */
async function checkToken(
  ctx: SandboxContext,
  token: string,
  email: string,
  organizationId: string,
): Promise<string> {
  let claims: Awaited<ReturnType<typeof verifyVerificationToken>>;
  try {
    claims = await verifyVerificationToken(token, ctx.keys.tlsFetcher.publicKey, ctx.now());
  } catch (error) {
    const reason = error instanceof EnclaveError ? error.reason : 'MALFORMED';
    throw invalidField(TOKEN_FIELD, `does not verify (${reason})`);
  }
  if (claims.verification_type !== 'OTP_TYPE_EMAIL') {
    throw invalidField(TOKEN_FIELD, 'verifies a phone number, not an e-mail address');
  }
  if (claims.contact.toLowerCase() !== email.toLowerCase()) {
    throw invalidField(TOKEN_FIELD, 'was issued for another e-mail address than userEmail');
  }
  const org = ctx.store.get('organization', organizationId);
  if (
    claims.organization_id !== organizationId &&
    claims.organization_id !== org?.parentOrganizationId
  ) {
    throw invalidField(TOKEN_FIELD, 'was issued for another organization');
  }
  return claims.id;
}

/**
 * `update_user_email` (spec "Submit rules" 6): sets the user's e-mail, or removes it when
 * `userEmail` is empty. A new address is unverified unless a verification token for exactly
 * that address comes with it.
 */
export const updateUserEmail: SubmitHandler<'update_user_email'> = async ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const email = params.userEmail.trim();
  let next: UserRecord;
  if (email === '') {
    if (params.verificationToken !== undefined) {
      throw invalidField(TOKEN_FIELD, 'cannot accompany an empty userEmail (a removal)');
    }
    const { userEmail: _removed, emailVerified: _unverified, ...rest } = user;
    next = rest;
  } else {
    if (!EMAIL.test(email)) throw invalidField('parameters.userEmail', 'is not an e-mail address');
    if (params.verificationToken !== undefined) {
      const tokenId = await checkToken(ctx, params.verificationToken, email, organizationId);
      // One proof, one change: a replayed token must not verify the address again.
      spendVerificationToken(ctx, tokenId, 'USAGE_TYPE_UPDATE_EMAIL', TOKEN_FIELD);
    }
    next = { ...user, userEmail: email, emailVerified: params.verificationToken !== undefined };
  }
  ctx.store.update('user', next);
  ctx.store.setIndex('user', user.id, 'email', next.userEmail?.toLowerCase());
  return { userId: user.id };
};
