import type { LoginResult } from '../login/loginResult.js';
import { loadPasskeyCeremonies } from '../passkeys/loadPasskeyCeremonies.js';
import type { SignupWithPasskeyArgs } from '../passkeys/passkeyArgs.js';
import type { WalletKit } from '../walletKit.js';

export type { SignupWithPasskeyArgs };

/**
 * Passkey signup (wire-details, "Sessions and logins beyond the proxy"): the WebAuthn credential
 * (32-byte random challenge, `user.id` 32 random bytes, ES256 and RS256, resident key required),
 * `signup_v2` with its attestation and a 60-second P-256 API key (a WebCrypto pair, never
 * stored), then `stamp_login` stamped with that key for a fresh session key, then the API key
 * is forgotten. The new passkey logs in from then on.
 *
 * The ceremony itself (`steps/passkeySignup.ts`) is loaded on first use, with the WebAuthn code:
 * only users who press the passkey button run it, so a page does not download it up front
 *. The modal preloads it when it offers a passkey.
 */
export function signupWithPasskey(
  kit: WalletKit,
  args: SignupWithPasskeyArgs = {},
): Promise<LoginResult> {
  return kit.ceremony.run('passkey', args.signal, async () => {
    const { passkeySignup } = await loadPasskeyCeremonies();
    return passkeySignup(kit, args);
  });
}
