import { deviceNameOf } from '../../identity/deviceNameOf.js';
import { registerSession } from '../../identity/registerSession.js';
import { sessionSecondsFor } from '../../identity/sessionSecondsFor.js';
import { spendVerificationToken } from '../../identity/spendVerificationToken.js';
import { ServiceError } from '../../serviceError.js';
import type { SubmitHandler } from '../handlerTypes.js';

/**
 * `stamp_login` (`ACTIVITY_TYPE_STAMP_LOGIN`, wire-details "Sessions and logins beyond the
 * proxy"): passkey login (stamped `X-Stamp-WebAuthn`), session refresh (stamped `X-Stamp` with
 * the current session key, or with the short-lived API key of a passkey signup), and the
 * production client's login after OTP or OAuth (stamped `X-Stamp-Attested`, wire-details
 * "Attested stamps"). The pipeline has verified the stamp and that the stamping user belongs to
 * `organizationId` or one of its sub-organizations; the new session is for that user, in its own
 * organization. Expiry: the session profile's, else `expirationSeconds`, else the organization's
 * proxy default (900 s); never longer than that default (`registerSession` caps every login).
 */
export const stampLogin: SubmitHandler<'stamp_login'> = ({ ctx, params, caller, userAgent }) => {
  if (caller.credential?.proxyScoped) {
    throw ServiceError.denied('the auth proxy key cannot log in: it acts only for users');
  }
  const organizationId = caller.organizationId;
  if (caller.attestation) {
    // The token vouches for one key: the session is that key's, as with otp_login_v2/oauth_login.
    if (params.publicKey.toLowerCase() !== caller.publicKey) {
      throw ServiceError.invalid('parameters.publicKey: must be the key the attested stamp names', [
        {
          field: 'parameters.publicKey',
          description: 'differs from the X-Stamp-Attested publicKey',
        },
      ]);
    }
    const tokenId = caller.attestation.verificationTokenId;
    if (tokenId !== undefined) {
      spendVerificationToken(
        ctx,
        tokenId,
        'USAGE_TYPE_LOGIN',
        'X-Stamp-Attested.publicKeyAttestation',
      );
    }
  }
  let sessionProfile: ReturnType<typeof ctx.store.get<'sessionProfile'>>;
  if (params.sessionProfileId !== undefined) {
    sessionProfile = ctx.store.get('sessionProfile', params.sessionProfileId);
    const owner = ctx.store.get('organization', organizationId)?.parentOrganizationId;
    if (
      !sessionProfile ||
      (sessionProfile.organizationId !== organizationId && sessionProfile.organizationId !== owner)
    ) {
      throw ServiceError.notFound('parameters.sessionProfileId: no such session profile');
    }
  }
  const seconds =
    sessionProfile?.expirationSeconds !== undefined
      ? Number(sessionProfile.expirationSeconds)
      : params.expirationSeconds !== undefined
        ? Number(params.expirationSeconds)
        : sessionSecondsFor(ctx, organizationId);
  const session = registerSession(ctx, {
    organizationId,
    userId: caller.userId,
    publicKey: params.publicKey,
    expirationSeconds: seconds,
    invalidateExisting: params.invalidateExisting === true,
    deviceName: deviceNameOf(userAgent),
    ...(sessionProfile ? { sessionProfile } : {}),
  });
  return { session };
};
