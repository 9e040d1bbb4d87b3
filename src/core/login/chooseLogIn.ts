import { loginSignatureMessage } from '../../protocol/clientSignatureMessage.js';
import { signClientSignature } from '../crypto/signClientSignature.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';
import { attestedLogin } from './attestedLogin.js';
import type { LoginToken } from './loginToken.js';

export interface LogInArgs {
  /** The session key the token is bound to. */
  key: StoredKey;
  token: LoginToken;
  /** The user's sub-organization, when known; else the service finds it from the token. */
  organizationId?: string;
  signal?: AbortSignal;
}

/** Logs a token's user in: answers the session JWT. */
export type LogIn = (args: LogInArgs) => Promise<string>;

/**
 * The proxy's logins: `otp_login_v2` with a client signature over the login message (by the
 * session key, which is the token's key: wire-details, "Client signature"), or `oauth_login`.
 */
async function proxyLogIn(kit: WalletKit, args: LogInArgs): Promise<string> {
  const { key, token, organizationId } = args;
  const call = { signal: args.signal };
  if (token.kind === 'oidcToken') {
    const answer = await kit.proxy.oauthLogin(
      { oidcToken: token.token, publicKey: key.publicKey, organizationId },
      call,
    );
    return answer.session;
  }
  const clientSignature = await traced(kit.options.trace, 'crypto:client-signature', () =>
    signClientSignature(
      key.keyPair.privateKey,
      key.publicKey,
      loginSignatureMessage({ publicKey: key.publicKey, tokenId: token.tokenId }),
      kit.crypto,
    ),
  );
  const answer = await kit.proxy.otpLoginV2(
    { verificationToken: token.token, publicKey: key.publicKey, clientSignature, organizationId },
    call,
  );
  return answer.session;
}

/**
 * How this kit turns a token into a session (`WalletKitOptions.tokenLogin`), chosen once:
 * `'attested'`, one `stamp_login` to the signed API stamped `X-Stamp-Attested` with the token
 * (attestedLogin.ts); `'proxy'`, the proxy's `otp_login_v2` / `oauth_login`.
 */
export function chooseLogIn(kit: WalletKit): LogIn {
  return kit.options.tokenLogin === 'attested'
    ? (args) => attestedLogin(kit, args)
    : (args) => proxyLogIn(kit, args);
}
