import type { AuthenticatorTransport } from '../../protocol/enums.js';
import type { ProxyBody } from '../../protocol/operations.js';
import { generateSessionKeyPair } from '../crypto/generateSessionKeyPair.js';
import { publicKeyHex } from '../crypto/publicKeyHex.js';
import { randomBase64url } from '../crypto/randomBase64url.js';
import { finishLogin } from '../login/finishLogin.js';
import type { LoginResult } from '../login/loginResult.js';
import { sessionLifetime } from '../login/sessionLifetime.js';
import { withSessionKey } from '../login/withSessionKey.js';
import { preloadProofChecks } from '../proofs/preloadProofChecks.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { WalletKit } from '../walletKit.js';
import type { SignupWithPasskeyArgs } from './passkeyArgs.js';
import { rpIdOf } from './rpIdOf.js';
import { toWebAuthnError } from './toWebAuthnError.js';
import type { RegistrationResponseJSON } from './webAuthnPort.js';

const TRANSPORTS: Readonly<Record<string, AuthenticatorTransport>> = {
  ble: 'AUTHENTICATOR_TRANSPORT_BLE',
  internal: 'AUTHENTICATOR_TRANSPORT_INTERNAL',
  nfc: 'AUTHENTICATOR_TRANSPORT_NFC',
  usb: 'AUTHENTICATOR_TRANSPORT_USB',
  hybrid: 'AUTHENTICATOR_TRANSPORT_HYBRID',
};

/**
 * What the browser's passkey list shows for a passkey made without a name (`user.name`): the
 * app and the day, so two accounts' passkeys still tell apart. The modal always passes the
 * user's contact instead (`passkeyUserName`), as a person recognises it.
 */
const defaultPasskeyUserName = (kit: WalletKit): string =>
  `${kit.options.passkey.rpName} ${new Date(kit.clock.now()).toISOString().slice(0, 10)}`;

/**
 * The body of `signupWithPasskey`, in the passkey chunk (`loadPasskeyCeremonies`); the action
 * runs it inside the kit's ceremony guard with the relying party id it checked.
 *
 * Passkey signup (wire-details, "Sessions and logins beyond the proxy"): the WebAuthn credential
 * (32-byte random challenge, `user.id` 32 random bytes, ES256 and RS256, resident key required),
 * `signup_v2` with its attestation and a 60-second P-256 API key (a WebCrypto pair, never
 * stored), then `stamp_login` stamped with that key for a fresh session key, then the API key
 * is forgotten.
 */
export async function passkeySignup(
  kit: WalletKit,
  args: SignupWithPasskeyArgs,
): Promise<LoginResult> {
  const rpId = rpIdOf(kit);
  const call = { signal: args.signal };
  const challenge = randomBase64url(32, kit.crypto);
  const userName = args.passkeyUserName ?? args.userName ?? defaultPasskeyUserName(kit);
  let credential: RegistrationResponseJSON;
  try {
    credential = await kit.webauthn.create({
      challenge,
      rp: { id: rpId, name: kit.options.passkey.rpName },
      user: { id: randomBase64url(32, kit.crypto), name: userName, displayName: userName },
      // COSE -7 = ES256, -257 = RS256 (RFC 9053, RFC 8812): what platform authenticators make.
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'preferred',
      },
      attestation: 'none',
      timeout: kit.options.passkey.timeoutMs,
    });
  } catch (cause) {
    throw toWebAuthnError(cause, 'be created');
  }
  const apiKey = await generateSessionKeyPair(kit.crypto);
  const apiPublicKey = (await publicKeyHex(apiKey.publicKey, kit.crypto)).compressed;
  const wallet = args.wallet;
  const request: ProxyBody<'signup_v2'> = {
    userName: args.userName,
    organizationName: args.organizationName,
    apiKeys: [
      {
        apiKeyName: `passkey-signup-${kit.clock.now()}`,
        publicKey: apiPublicKey,
        curveType: 'API_KEY_CURVE_P256',
        expirationSeconds: '60',
      },
    ],
    authenticators: [
      {
        authenticatorName: args.authenticatorName ?? kit.options.passkey.rpName,
        challenge,
        attestation: {
          credentialId: credential.id,
          clientDataJson: credential.response.clientDataJSON,
          attestationObject: credential.response.attestationObject,
          transports: (credential.response.transports ?? []).flatMap((t) =>
            TRANSPORTS[t] ? [TRANSPORTS[t]] : [],
          ),
        },
      },
    ],
    oauthProviders: [],
    wallet,
  };
  const signingUp = kit.proxy.signupV2(request, call);
  preloadProofChecks(kit, wallet);
  const created = await signingUp;
  // The signup's key stamps the login and the wallet's proof queries, which go out together
  // (finishLogin); it is never stored, and dies in 60 s on the service's side.
  const signupStamper = createSessionKeyStamper(apiKey, kit.crypto);
  kit.passkeysHere.remember();
  return withSessionKey(kit, async (key) => {
    const expirationSeconds = await sessionLifetime(kit, args.signal);
    const login = kit.api
      .stampLogin(
        { publicKey: key.publicKey, expirationSeconds },
        { organizationId: created.organizationId, stamper: signupStamper, ...call },
      )
      .then(({ result }) => result.session);
    return finishLogin(kit, {
      token: login,
      key,
      signup: { ...created, accounts: wallet?.accounts },
      proofStamper: signupStamper,
      ...call,
    });
  });
}
