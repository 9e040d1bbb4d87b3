import { AUTHENTICATOR_TRANSPORTS, type AuthenticatorTransport } from '../../protocol/enums.js';
import { randomBase64url } from '../crypto/randomBase64url.js';
import { rpIdOf } from '../passkeys/rpIdOf.js';
import { toWebAuthnError } from '../passkeys/toWebAuthnError.js';
import type { WalletKit } from '../walletKit.js';
import { deviceName } from './deviceName.js';
import { signedInUser } from './signedInUser.js';

export interface AddPasskeyArgs {
  /** How the account lists it. Default: the device's name (`deviceName()`: "Chrome on macOS"). */
  name?: string;
  signal?: AbortSignal;
}

/** `AUTHENTICATOR_TRANSPORT_<NAME>` of a WebAuthn transport name, when the service knows it. */
const transportOf = (name: string): AuthenticatorTransport[] => {
  const wire = `AUTHENTICATOR_TRANSPORT_${name.toUpperCase()}`;
  return (AUTHENTICATOR_TRANSPORTS as readonly string[]).includes(wire)
    ? [wire as AuthenticatorTransport]
    : [];
};

/**
 * Adds a passkey to the signed-in user (`create_authenticators`), named after the device: a
 * WebAuthn credential made as signup makes one (32-byte random challenge, ES256 and RS256,
 * resident key), with the user's passkeys excluded so the same authenticator is not added
 * twice (WebAuthn L3, `excludeCredentials`). Dismissing the prompt is `USER_CANCELLED`.
 */
export function addPasskey(
  kit: WalletKit,
  args: AddPasskeyArgs = {},
): Promise<{ authenticatorId: string }> {
  const { signal } = args;
  return kit.ceremony.run('passkey', signal, async () => {
    const { organizationId, userId } = signedInUser(kit);
    const { user } = await kit.api.getUser({ organizationId, userId }, { signal });
    const challenge = randomBase64url(32, kit.crypto);
    const userName = user.userEmail ?? user.userPhoneNumber ?? user.userName;
    let credential: Awaited<ReturnType<typeof kit.webauthn.create>>;
    try {
      credential = await kit.webauthn.create({
        challenge,
        rp: { id: rpIdOf(kit), name: kit.options.passkey.rpName },
        user: { id: randomBase64url(32, kit.crypto), name: userName, displayName: userName },
        // COSE -7 = ES256, -257 = RS256 (RFC 9053, RFC 8812).
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        excludeCredentials: user.authenticators.map((a) => ({
          type: 'public-key',
          id: a.credentialId,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        attestation: 'none',
        timeout: kit.options.passkey.timeoutMs,
      });
    } catch (cause) {
      throw toWebAuthnError(cause, 'be created');
    }
    const { result } = await kit.api.createAuthenticators(
      {
        userId,
        authenticators: [
          {
            authenticatorName: args.name ?? deviceName(),
            challenge,
            attestation: {
              credentialId: credential.id,
              clientDataJson: credential.response.clientDataJSON,
              attestationObject: credential.response.attestationObject,
              transports: (credential.response.transports ?? []).flatMap(transportOf),
            },
          },
        ],
      },
      { signal },
    );
    kit.passkeysHere.remember();
    return { authenticatorId: result.authenticatorIds[0] ?? '' };
  });
}
