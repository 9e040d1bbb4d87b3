import type { CredentialType } from '../../protocol/enums.js';
import type { User } from '../../protocol/records.js';

/** One way into an account other than the wallet that logs in (ids and names only). */
export interface ForeignCredential {
  /** `session`: a live session key this browser did not make (another device's, or anyone's). */
  kind: 'apiKey' | 'session' | 'authenticator' | 'oauthProvider' | 'email' | 'phoneNumber';
  /** `apiKeyId`, `authenticatorId` or `providerId`. */
  id?: string;
  /** The key's or passkey's name, or the OAuth provider's. */
  name?: string;
}

const SESSION_KEYS: ReadonlySet<CredentialType> = new Set([
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  'CREDENTIAL_TYPE_LOGIN',
]);

/**
 * What lets someone other than the wallet's holder into the account a wallet logs in to: any
 * live API key but the wallet's own and the keys this kit made (`isOwnKey`: this login's
 * session key, and the sessions and signup keys it made in this browser before), session keys
 * and a signup's 60-second key included; a passkey; an OAuth identity; an e-mail address or
 * phone number (an OTP login reaches the account through it). A wallet key is public, so anyone
 * could have signed it up beside a key of their own, used that key once for a session and kept
 * renewing it: a key this browser did not make is one somebody else may hold.
 *
 * What it cannot see: a key that has expired or was deleted (the service lists live keys only),
 * so it cannot say that nobody ever used the account; a service that checks the wallet's proof
 * of possession at signup (the sandbox, by default) stops that before it starts.
 */
export function foreignCredentials(
  user: User,
  walletPublicKey: string,
  isOwnKey: (publicKey: string) => boolean,
): ForeignCredential[] {
  const wallet = walletPublicKey.toLowerCase();
  const found: ForeignCredential[] = [];
  for (const key of user.apiKeys) {
    const publicKey = key.credential.publicKey.toLowerCase();
    if (publicKey === wallet || isOwnKey(publicKey)) continue;
    const kind = SESSION_KEYS.has(key.credential.type) ? 'session' : 'apiKey';
    found.push({ kind, id: key.apiKeyId, name: key.apiKeyName });
  }
  for (const passkey of user.authenticators) {
    found.push({
      kind: 'authenticator',
      id: passkey.authenticatorId,
      name: passkey.authenticatorName,
    });
  }
  for (const provider of user.oauthProviders) {
    found.push({ kind: 'oauthProvider', id: provider.providerId, name: provider.providerName });
  }
  if (user.userEmail) found.push({ kind: 'email' });
  if (user.userPhoneNumber) found.push({ kind: 'phoneNumber' });
  return found;
}
