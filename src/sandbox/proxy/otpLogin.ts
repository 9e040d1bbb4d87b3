import { loginSignatureMessage } from '../../protocol/clientSignatureMessage.js';
import { ServiceError } from '../ServiceError.js';
import { checkVerificationToken } from './checkVerificationToken.js';
import type { ProxyActivityHandler } from './ProxyActivityInput.js';
import { registerSession } from './registerSession.js';
import { spendVerificationToken } from './spendVerificationToken.js';
import { usersWithContact } from './usersWithContact.js';
import { verifyClientSignature } from './verifyClientSignature.js';

/**
 * `ACTIVITY_TYPE_OTP_LOGIN_V2` (behind `otp_login_v2`): a verified contact plus proof of the
 * key in its token (the client signature over the login message, which names the new session
 * key) gives a session in the contact's sub-organization. The token is spent for login.
 */
export const otpLogin: ProxyActivityHandler<'otp_login'> = async ({ ctx, config, params }) => {
  const claims = await checkVerificationToken(ctx, config, params.verificationToken);
  verifyClientSignature(
    params.clientSignature,
    claims.public_key,
    loginSignatureMessage({ publicKey: params.publicKey, tokenId: claims.id }),
  );
  const candidates = usersWithContact(
    ctx,
    config.organizationId,
    claims.verification_type,
    claims.contact,
  ).filter(
    (u) => params.organizationId === undefined || u.organizationId === params.organizationId,
  );
  const user = candidates[0];
  if (!user) {
    throw ServiceError.notFound(
      params.organizationId === undefined
        ? 'no account for this contact: sign up first'
        : 'organizationId has no account for this contact',
    );
  }
  spendVerificationToken(ctx, claims.id, 'USAGE_TYPE_LOGIN');
  // Logging in with a code proves the contact, whatever signup recorded.
  const verifiedFlag =
    claims.verification_type === 'OTP_TYPE_EMAIL' ? 'emailVerified' : 'phoneVerified';
  if (!user[verifiedFlag]) ctx.store.update('user', { ...user, [verifiedFlag]: true });
  const session = registerSession(ctx, {
    organizationId: user.organizationId,
    userId: user.id,
    publicKey: params.publicKey,
    expirationSeconds: config.sessionExpirationSeconds,
    invalidateExisting: params.invalidateExisting === true,
  });
  return { session };
};
