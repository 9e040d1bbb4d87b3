import { parseJwt } from '../crypto/parseJwt.js';
import { KitError } from '../errors/kitError.js';
import { cancelled } from '../login/ceremonyGuard.js';
import type { WalletKit } from '../walletKit.js';
import type { OAuthRedirectResult } from './oauthMessages.js';
import { oauthProviders } from './oauthProviders.js';
import type { PendingOAuth } from './prepareOAuth.js';

/**
 * Turns the provider's answer into an OIDC token bound to our session key: the `state` must be
 * the one we sent (else `STATE_MISMATCH`: a forged or replayed answer); an OAuth 2.0 code goes
 * with the PKCE verifier to `oauth2_authenticate`; and the token's `nonce` must be ours (else
 * `NONCE_MISMATCH`: a token minted for another key). The service checks the nonce again at
 * `oauth_login`; checking here refuses early and names the cause.
 */
export async function oidcTokenFromResult(
  kit: WalletKit,
  pending: PendingOAuth,
  result: OAuthRedirectResult,
  signal?: AbortSignal,
): Promise<string> {
  if (result.error) {
    // RFC 6749 section 4.1.2.1: `access_denied` is the user saying no.
    if (result.error === 'access_denied') throw cancelled({ error: result.error });
    throw new KitError('PERMISSION_DENIED', `the provider refused the login: ${result.error}`, {
      details: { error: result.error, description: result.errorDescription },
    });
  }
  if (!result.state || result.state !== pending.state) {
    throw new KitError('STATE_MISMATCH', 'the OAuth answer is not for this login (state)');
  }
  let oidcToken: string;
  const info = oauthProviders[pending.provider];
  if (info.kind === 'oidc') {
    if (!result.idToken) throw new KitError('MALFORMED_TOKEN', 'the provider sent no id_token');
    oidcToken = result.idToken;
  } else {
    if (!result.code || !pending.codeVerifier || !info.oauth2Provider) {
      throw new KitError('MALFORMED_TOKEN', 'the provider sent no authorization code');
    }
    ({ oidcToken } = await kit.proxy.oauth2Authenticate(
      {
        provider: info.oauth2Provider,
        authCode: result.code,
        redirectUri: pending.redirectUri,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
        clientId: pending.clientId,
      },
      { signal },
    ));
  }
  if (parseJwt(oidcToken).claims.nonce !== pending.nonce) {
    throw new KitError('NONCE_MISMATCH', 'the OIDC token is not bound to this session key');
  }
  return oidcToken;
}
