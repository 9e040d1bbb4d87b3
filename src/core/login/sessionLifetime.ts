import type { WalletKit } from '../walletKit.js';

/**
 * The lifetime a `stamp_login` asks for (passkey and wallet logins, attested logins, refresh),
 * as `expirationSeconds`: the proxy configuration's (`wallet_kit_config.sessionExpirationSeconds`,
 * what `otp_login_v2` and `oauth_login` get: spec "Proxy configuration settings"), or the app's
 * `session.expirationSeconds` when it is shorter; never more than the configuration's. Without
 * the configuration (its request failed) the app's, or nothing (the service's default). The
 * session's expiry itself is always read from the JWT's `exp`.
 */
export async function sessionLifetime(
  kit: Pick<WalletKit, 'options' | 'remoteConfig'>,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const asked = kit.options.sessionExpirationSeconds;
  const config = await kit.remoteConfig({ signal }).catch(() => undefined);
  const configured = Number(config?.sessionExpirationSeconds);
  const seconds = configured > 0 ? Math.min(asked ?? configured, configured) : asked;
  return seconds?.toString();
}
