import { registerSession } from '../../proxy/registerSession.js';
import { sessionSecondsFor } from '../../proxy/sessionSecondsFor.js';
import { ServiceError } from '../../ServiceError.js';
import type { SubmitHandler } from '../handlerTypes.js';

/**
 * `stamp_login` (`ACTIVITY_TYPE_STAMP_LOGIN`, wire-details "Sessions and logins beyond the
 * proxy"): passkey login (stamped `X-Stamp-WebAuthn`) and session refresh (stamped `X-Stamp`
 * with the current session key, or with the short-lived API key of a passkey signup). The
 * pipeline has verified the stamp and that its credential belongs to `organizationId`; the new
 * session is for the stamping user. Expiry: the session profile's, else `expirationSeconds`,
 * else the organization's proxy default (900 s).
 */
export const stampLogin: SubmitHandler<'stamp_login'> = ({
  ctx,
  params,
  organizationId,
  caller,
}) => {
  if (caller.credential?.proxyScoped) {
    throw ServiceError.denied('the auth proxy key cannot log in: it acts only for users');
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
    ...(sessionProfile ? { sessionProfile } : {}),
  });
  return { session };
};
