import type { AttestedStampScheme } from '../../protocol/stamp.js';
import { KitError } from '../errors/kitError.js';
import { SignedApiError } from '../errors/signedApiError.js';
import type { StoredKey } from '../keys/keyStore.js';
import { createAttestedStamper } from '../stampers/createAttestedStamper.js';
import type { WalletKit } from '../walletKit.js';

export interface AttestedLoginArgs {
  /** The session key the token vouches for (a verification token's `public_key`, an OIDC nonce). */
  key: StoredKey;
  scheme: AttestedStampScheme;
  /** The verification token or OIDC token. */
  token: string;
  /**
   * The organization the envelope names. Default the kit's (parent) organization: the service
   * then finds the user among its sub-organizations, so no `account` lookup comes first.
   */
  organizationId?: string;
  signal?: AbortSignal;
}

/**
 * A token to a session in one request (wire-details, "Attested stamps"): `stamp_login` for the
 * session key, stamped `X-Stamp-Attested` by that key with the token that vouches for it. The
 * service checks the token as `otp_login_v2` / `oauth_login` would and spends a verification
 * token the same way. Answers the session JWT, or undefined when the service holds no account
 * for the token's contact or identity (`NOT_FOUND`: the caller signs up, and the token is not
 * spent). Every other failure is thrown.
 */
export async function attestedLogin(
  kit: WalletKit,
  args: AttestedLoginArgs,
): Promise<string | undefined> {
  const stamper = createAttestedStamper({
    privateKey: args.key.keyPair.privateKey,
    publicKey: args.key.publicKey,
    scheme: args.scheme,
    publicKeyAttestation: args.token,
    crypto: kit.crypto,
  });
  const expirationSeconds = kit.options.sessionExpirationSeconds;
  try {
    const { result } = await kit.api.stampLogin(
      { publicKey: args.key.publicKey, expirationSeconds: expirationSeconds?.toString() },
      {
        organizationId: args.organizationId ?? kit.options.organizationId,
        stamper,
        signal: args.signal,
      },
    );
    return result.session;
  } catch (error) {
    if (error instanceof SignedApiError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * `attestedLogin` to a sub-organization that exists (one just made by `signup_v2`, or one the
 * caller found): there, no account for the token is an error, `NOT_FOUND`, not a signup cue.
 */
export async function attestedLoginTo(
  kit: WalletKit,
  args: AttestedLoginArgs & { organizationId: string | undefined },
): Promise<string> {
  const session = await attestedLogin(kit, args);
  if (session === undefined) {
    throw new KitError('NOT_FOUND', 'the new account is not there to log in to');
  }
  return session;
}
