import type { LoginResult } from '../login/loginResult.js';
import { loadPasskeyCeremonies } from '../passkeys/loadPasskeyCeremonies.js';
import type { LoginWithPasskeyArgs } from '../passkeys/passkeyArgs.js';
import type { WalletKit } from '../walletKit.js';

export type { LoginWithPasskeyArgs };

/**
 * Passkey login (wire-details, "Sessions and logins beyond the proxy"): `stamp_login` for a
 * fresh session key, stamped by the passkey (`X-Stamp-WebAuthn`: the assertion signs the body).
 *
 * The ceremony itself (`steps/passkeyLogin.ts`) is loaded on first use, with the WebAuthn code:
 * only users who press the passkey button run it, so a page does not download it up front
 *. The modal preloads it when it offers a passkey.
 */
export function loginWithPasskey(
  kit: WalletKit,
  args: LoginWithPasskeyArgs = {},
): Promise<LoginResult> {
  return kit.ceremony.run('passkey', args.signal, async () => {
    const { passkeyLogin } = await loadPasskeyCeremonies();
    return passkeyLogin(kit, args);
  });
}
