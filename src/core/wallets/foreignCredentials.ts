import type { CredentialType } from '../../protocol/enums.js';
import type { User } from '../../protocol/records.js';

/** One way into an account other than the wallet that logs in (ids and names only). */
export interface ForeignCredential {
  kind: 'apiKey' | 'authenticator' | 'oauthProvider' | 'email' | 'phoneNumber';
  /** `apiKeyId`, `authenticatorId` or `providerId`. */
  id?: string;
  /** The key's or passkey's name, or the OAuth provider's. */
  name?: string;
}

// What every login makes: session keys, which the user's own sessions on other devices hold too.
const SESSION_KEYS: ReadonlySet<CredentialType> = new Set([
  'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  'CREDENTIAL_TYPE_LOGIN',
]);

/**
 * A signup's own short-lived key (a passkey signup's and this kit's wallet signup's: 60 s,
 * wire-details "Sessions and logins beyond the proxy") stamps one login and dies.
 */
const SIGNUP_KEY_SECONDS = 60;

/**
 * What lets someone other than the wallet's holder into the account a wallet logs in to (issue
 * 29, item 1): an API key other than the wallet's own, session keys and a signup's short-lived
 * key aside; a passkey; an OAuth identity; an e-mail address or phone number (an OTP login
 * reaches the account through it). A wallet key is public, so anyone could have signed it up
 * beside a credential of their own; an account this kit's wallet signup made holds none of these
 * until the user adds one.
 *
 * Not seen: a squatter who entered with a short-lived key and keeps a session alive by
 * refreshing it holds only session keys, like the user's own devices. A service that checks the
 * wallet's proof of possession at signup (the sandbox with `--require-wallet-proof`) stops that
 * one before it starts.
 */
export function foreignCredentials(user: User, walletPublicKey: string): ForeignCredential[] {
  const wallet = walletPublicKey.toLowerCase();
  const found: ForeignCredential[] = [];
  for (const key of user.apiKeys) {
    if (SESSION_KEYS.has(key.credential.type)) continue;
    if (key.credential.publicKey.toLowerCase() === wallet) continue;
    const seconds = key.expirationSeconds === undefined ? undefined : Number(key.expirationSeconds);
    if (seconds !== undefined && seconds <= SIGNUP_KEY_SECONDS) continue;
    found.push({ kind: 'apiKey', id: key.apiKeyId, name: key.apiKeyName });
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
