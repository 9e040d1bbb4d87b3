import type { User } from '../../protocol/records.js';

/** One way a user can log in, as `get_user` shows it. */
export type LoginMethod =
  | { kind: 'email'; id: string }
  | { kind: 'phone'; id: string }
  | { kind: 'passkey'; id: string }
  | { kind: 'oauth'; id: string }
  | { kind: 'wallet'; id: string };

/** The API key name an external wallet is known by (wire-details, "External wallets"). */
export const WALLET_KEY_PREFIX = 'wallet-auth:';

/**
 * The user's login methods (`get_user`'s record): the e-mail and phone number (a code is sent
 * to them), each passkey (`authenticatorId`), each social login (`providerId`), each external
 * wallet (its `wallet-auth:` API key's `apiKeyId`). Session keys and other API keys are not
 * ways for a person to log in, so they do not count. `get_user` does not say whether a contact
 * was verified (only a verified one logs in): the kit's own flows verify every contact they add
 * with a code (`sendContactCode`, `verifyContactCode`).
 */
export function userLoginMethods(user: User): LoginMethod[] {
  return [
    ...(user.userEmail ? [{ kind: 'email' as const, id: user.userEmail }] : []),
    ...(user.userPhoneNumber ? [{ kind: 'phone' as const, id: user.userPhoneNumber }] : []),
    ...user.authenticators.map((a) => ({ kind: 'passkey' as const, id: a.authenticatorId })),
    ...user.oauthProviders.map((p) => ({ kind: 'oauth' as const, id: p.providerId })),
    ...user.apiKeys
      .filter((k) => k.apiKeyName.startsWith(WALLET_KEY_PREFIX))
      .map((k) => ({ kind: 'wallet' as const, id: k.apiKeyId })),
  ];
}
