import type { StoredKey } from '../keys/keyStore.js';
import { createAttestedStamper } from '../stampers/createAttestedStamper.js';
import type { WalletKit } from '../walletKit.js';
import type { LoginToken } from './loginToken.js';
import { sessionLifetime } from './sessionLifetime.js';

export interface AttestedLoginArgs {
  /** The session key the token vouches for (a verification token's `public_key`, an OIDC nonce). */
  key: StoredKey;
  token: LoginToken;
  /**
   * The organization the envelope names: the user's sub-organization when known (found by
   * `account`, or just made by `signup_v2`). Default the kit's (parent) organization, among
   * whose sub-organizations the service finds the token's user.
   */
  organizationId?: string;
  signal?: AbortSignal;
}

/**
 * A token to a session in one request (wire-details, "Attested stamps"): `stamp_login` for the
 * session key, stamped `X-Stamp-Attested` by that key with the token that vouches for it. The
 * service checks the token as `otp_login_v2` / `oauth_login` would and spends a verification
 * token the same way. Answers the session JWT; a token whose user the service does not find is
 * `NOT_FOUND`, thrown like any other failure (and the token is not spent).
 */
export async function attestedLogin(kit: WalletKit, args: AttestedLoginArgs): Promise<string> {
  const stamper = createAttestedStamper({
    privateKey: args.key.keyPair.privateKey,
    publicKey: args.key.publicKey,
    scheme:
      args.token.kind === 'oidcToken'
        ? 'STAMP_ATTESTED_SCHEME_P256_OIDC'
        : 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN',
    publicKeyAttestation: args.token.token,
    crypto: kit.crypto,
  });
  const expirationSeconds = await sessionLifetime(kit, args.signal);
  const { result } = await kit.api.stampLogin(
    { publicKey: args.key.publicKey, expirationSeconds },
    {
      organizationId: args.organizationId ?? kit.options.organizationId,
      stamper,
      signal: args.signal,
    },
  );
  return result.session;
}
