import { loginSignatureMessage } from 'embedded-wallet-kit/protocol/internal';
import { checkVerificationToken } from '../../identity/checkVerificationToken.js';
import { registerSession } from '../../identity/registerSession.js';
import { spendVerificationToken } from '../../identity/spendVerificationToken.js';
import { usersWithContact, verifiedUsersWithContact } from '../../identity/usersWithContact.js';
import { tokenSigner, verifyClientSignature } from '../../identity/verifyClientSignature.js';
import { ServiceError } from '../../serviceError.js';
import type { ProxyActivityHandler } from '../proxyActivityInput.js';

/**
 * `ACTIVITY_TYPE_OTP_LOGIN_V2` (behind `otp_login_v2`): a verified contact plus proof of the
 * key in its token (the client signature over the login message, which names the new session
 * key) gives a session in the contact's sub-organization. The token is spent for login.
 */
export const otpLogin: ProxyActivityHandler<'otp_login'> = async ({ ctx, config, params }) => {
  const claims = await checkVerificationToken(ctx, config, params.verificationToken);
  verifyClientSignature(
    params.clientSignature,
    tokenSigner(claims),
    loginSignatureMessage({ publicKey: params.publicKey, tokenId: claims.id }),
  );
  const inScope = (u: { organizationId: string }) =>
    params.organizationId === undefined || u.organizationId === params.organizationId;
  const user = verifiedUsersWithContact(
    ctx,
    config.organizationId,
    claims.verification_type,
    claims.contact,
  ).filter(inScope)[0];
  if (
    !user &&
    usersWithContact(ctx, config.organizationId, claims.verification_type, claims.contact).some(
      inScope,
    )
  ) {
    throw ServiceError.precondition(
      'the account with this contact never verified it: sign in with the method it was created with',
    );
  }
  if (!user) {
    throw ServiceError.notFound(
      params.organizationId === undefined
        ? 'no account for this contact: sign up first'
        : 'organizationId has no account for this contact',
    );
  }
  spendVerificationToken(ctx, claims.id, 'USAGE_TYPE_LOGIN');
  const session = registerSession(ctx, {
    organizationId: user.organizationId,
    userId: user.id,
    publicKey: params.publicKey,
    expirationSeconds: config.sessionExpirationSeconds,
    invalidateExisting: params.invalidateExisting === true,
  });
  return { session };
};
