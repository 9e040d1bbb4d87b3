import { createPkcePair } from '../crypto/createPkcePair.js';
import { oauthNonce } from '../crypto/oauthNonce.js';
import { randomState } from '../crypto/randomState.js';
import { KitError } from '../errors/kitError.js';
import type { StoredKey } from '../keys/keyStore.js';
import type { SignupOptions } from '../login/loginResult.js';
import { deviceNow } from '../platform/createServiceClock.js';
import type { WalletKit } from '../walletKit.js';
import { type OAuthProviderName, oauthProviders } from './oauthProviders.js';

/** Everything needed to finish an OAuth login once the provider answers. */
export interface PendingOAuth {
  provider: OAuthProviderName;
  state: string;
  nonce: string;
  /** The session key the nonce binds (compressed hex); the pair is in the key store. */
  publicKey: string;
  /** RFC 7636 verifier (OAuth 2.0 providers only). */
  codeVerifier?: string;
  redirectUri: string;
  clientId: string;
  createdAt: number;
  returnTo?: string;
  signup?: SignupOptions;
}

/**
 * The authorization request of an OAuth login (wire-details, "OAuth"): the session key comes
 * first, and `nonce = hex(sha256(utf8(compressed public key hex)))` binds the provider's token
 * to it; `state` (RFC 6749 section 10.12) is random and checked once; OAuth 2.0-only providers
 * get PKCE S256 (RFC 7636 section 4).
 */
export async function prepareOAuth(
  kit: WalletKit,
  provider: OAuthProviderName,
  key: StoredKey,
  signal?: AbortSignal,
): Promise<{ url: string; pending: PendingOAuth }> {
  const info = oauthProviders[provider];
  if (!info) throw new KitError('INVALID_ARGUMENT', `unknown OAuth provider ${String(provider)}`);
  const remote = await kit.remoteConfig({ signal });
  if (remote.enabledProviders && !remote.enabledProviders.includes(provider)) {
    throw new KitError('FAILED_PRECONDITION', `${provider} login is not enabled`, {
      details: { provider },
    });
  }
  const clientId = kit.options.oauth.clientIds[provider] ?? remote.oauthClientIds?.[provider];
  const redirectUri = kit.options.oauth.redirectUrl ?? remote.oauthRedirectUrl;
  if (!clientId || !redirectUri) {
    throw new KitError(
      'FAILED_PRECONDITION',
      `${provider} login has no client id or redirect URL`,
      {
        details: { provider, clientId: Boolean(clientId), redirectUri: Boolean(redirectUri) },
      },
    );
  }
  const nonce = await oauthNonce(key.publicKey, kit.crypto);
  const state = randomState(kit.crypto);
  const url = new URL(kit.options.oauth.authorizationUrls[provider] ?? info.authorizationUrl);
  const params = url.searchParams;
  params.set('client_id', clientId);
  params.set('redirect_uri', redirectUri);
  if (info.scope) params.set('scope', info.scope);
  params.set('state', state);
  params.set('nonce', nonce);
  const pending: PendingOAuth = {
    provider,
    state,
    nonce,
    publicKey: key.publicKey,
    redirectUri,
    clientId,
    createdAt: deviceNow(kit.clock),
  };
  if (info.kind === 'oidc') {
    params.set('response_type', 'id_token');
    params.set('response_mode', 'fragment');
  } else {
    const pkce = await createPkcePair(kit.crypto);
    params.set('response_type', 'code');
    params.set('code_challenge', pkce.challenge);
    params.set('code_challenge_method', 'S256');
    pending.codeVerifier = pkce.verifier;
  }
  return { url: url.toString(), pending };
}
