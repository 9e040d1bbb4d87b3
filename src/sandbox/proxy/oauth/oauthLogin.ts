import { sha256Hex } from '../../enclave/sha256Hex.js';
import { autoLink } from '../../identity/autoLink.js';
import { linkedProviders } from '../../identity/linkedProviders.js';
import { registerSession } from '../../identity/registerSession.js';
import { verifyOidcToken } from '../../identity/verifyOidcToken.js';
import { ServiceError } from '../../serviceError.js';
import type { ProxyActivityHandler } from '../proxyActivityInput.js';

/**
 * `ACTIVITY_TYPE_OAUTH_LOGIN` (behind `oauth_login`): a valid OIDC token whose nonce is
 * hex(sha256(publicKey)) (wire-details, "OAuth": it binds the token to this session key) gives
 * a session in the sub-organization linked to (`iss`, `sub`, `aud`).
 */
export const oauthLogin: ProxyActivityHandler<'oauth_login'> = async ({ ctx, config, params }) => {
  const token = await verifyOidcToken(ctx, config, params.oidcToken);
  if (token.nonce !== sha256Hex(params.publicKey)) {
    throw ServiceError.unauthenticated('oidcToken: nonce is not hex(sha256(publicKey))', [
      { field: 'oidcToken', description: 'nonce does not bind this publicKey' },
    ]);
  }
  const links = linkedProviders(ctx, config, token).filter(
    (p) => params.organizationId === undefined || p.organizationId === params.organizationId,
  );
  const link = links[0] ?? autoLink(ctx, config, token, params.organizationId);
  if (!link) throw ServiceError.notFound('no account for this identity: sign up first');
  const session = registerSession(ctx, {
    organizationId: link.organizationId,
    userId: link.userId,
    publicKey: params.publicKey,
    expirationSeconds: config.sessionExpirationSeconds,
    invalidateExisting: params.invalidateExisting === true,
  });
  return { session };
};
