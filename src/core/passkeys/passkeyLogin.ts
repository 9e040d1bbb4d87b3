import { randomBase64url } from '../crypto/randomBase64url.js';
import { KitError } from '../errors/kitError.js';
import { finishLogin } from '../login/finishLogin.js';
import type { LoginResult } from '../login/loginResult.js';
import { sessionLifetime } from '../login/sessionLifetime.js';
import { withSessionKey } from '../login/withSessionKey.js';
import { createPasskeyStamper } from '../stampers/createPasskeyStamper.js';
import type { WalletKit } from '../walletKit.js';
import type { LoginWithPasskeyArgs } from './passkeyArgs.js';
import { rpIdOf } from './rpIdOf.js';
import { toWebAuthnError } from './toWebAuthnError.js';

/**
 * The body of `loginWithPasskey`, in the passkey chunk (`loadPasskeyCeremonies`); the action
 * runs it inside the kit's ceremony guard with the relying party id it checked. The stamper is a
 * static import here: this module is itself loaded on demand, and the stamper's static
 * import of the WebAuthn calls (`getCredential`) then loads beside it, in the same round trip.
 *
 * Passkey login (wire-details, "Sessions and logins beyond the proxy"): `stamp_login` for a
 * fresh session key, stamped by the passkey (`X-Stamp-WebAuthn`: the assertion signs the body).
 */
export async function passkeyLogin(
  kit: WalletKit,
  args: LoginWithPasskeyArgs,
): Promise<LoginResult> {
  const rpId = rpIdOf(kit);
  const call = { signal: args.signal };
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
  const stamper = createPasskeyStamper({
    rpId,
    get: kit.webauthn.get,
    timeout: kit.options.passkey.timeoutMs,
    crypto: kit.crypto,
    credentialIds,
  });
  return withSessionKey(kit, async (key) => {
    const expirationSeconds = await sessionLifetime(kit, args.signal);
    const { result } = await kit.api.stampLogin(
      { publicKey: key.publicKey, expirationSeconds },
      { organizationId, stamper, ...call },
    );
    kit.passkeysHere.remember();
    return finishLogin(kit, { token: result.session, key, ...call });
  });
}
