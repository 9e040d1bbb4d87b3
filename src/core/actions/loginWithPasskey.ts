import { randomBase64url } from '../crypto/randomBase64url.js';
import { KitError } from '../errors/kitError.js';
import { finishLogin } from '../steps/finishLogin.js';
import type { LoginResult } from '../steps/loginResult.js';
import { toWebAuthnError } from '../steps/toWebAuthnError.js';
import { withSessionKey } from '../steps/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import { rpIdOf } from './signupWithPasskey.js';

export interface LoginWithPasskeyArgs {
  /**
   * The user's sub-organization, when the app knows it: one passkey prompt. Without it, a first
   * prompt finds which passkey the user picks and `account` by `CREDENTIAL_ID` its organization
   * (the `stamp_login` body names the organization, so it must be known before it is signed).
   */
  organizationId?: string;
  signal?: AbortSignal;
}

/**
 * Passkey login (wire-details, "Sessions and logins beyond the proxy"): `stamp_login` for a
 * fresh session key, stamped by the passkey (`X-Stamp-WebAuthn`: the assertion signs the body).
 */
export function loginWithPasskey(
  kit: WalletKit,
  args: LoginWithPasskeyArgs = {},
): Promise<LoginResult> {
  const { signal } = args;
  const call = { signal };
  return kit.ceremony.run('passkey', signal, async () => {
    const rpId = rpIdOf(kit);
    let organizationId = args.organizationId;
    let credentialIds: string[] | undefined;
    if (!organizationId) {
      let credentialId: string;
      try {
        const assertion = await kit.webauthn.get({
          challenge: randomBase64url(32, kit.crypto),
          rpId,
          userVerification: 'preferred',
          timeout: kit.options.passkey.timeoutMs,
        });
        credentialId = assertion.id;
      } catch (cause) {
        throw toWebAuthnError(cause, 'be used');
      }
      const found = await kit.proxy.account(
        { filterType: 'CREDENTIAL_ID', filterValue: credentialId },
        call,
      );
      if (!found.organizationId) {
        throw new KitError('NOT_FOUND', 'no account uses this passkey', {
          details: { credentialId },
        });
      }
      organizationId = found.organizationId;
      credentialIds = [credentialId];
    }
    // Loaded here, not at import: the stamper's module imports `@simplewebauthn/browser`
    // statically (about 3 KB gzip), which a page that never logs in with a passkey should not load.
    const { createPasskeyStamper } = await import('../stampers/createPasskeyStamper.js');
    const stamper = createPasskeyStamper({
      rpId,
      get: kit.webauthn.get,
      timeout: kit.options.passkey.timeoutMs,
      crypto: kit.crypto,
      credentialIds,
    });
    return withSessionKey(kit, async (key) => {
      const expirationSeconds = kit.options.sessionExpirationSeconds;
      const { result } = await kit.api.stampLogin(
        {
          publicKey: key.publicKey,
          expirationSeconds: expirationSeconds?.toString(),
        },
        { organizationId, stamper, ...call },
      );
      return finishLogin(kit, { token: result.session, key, ...call });
    });
  });
}
