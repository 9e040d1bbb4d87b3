import type { WalletKit } from 'embedded-wallet-kit';

type Transport =
  | 'AUTHENTICATOR_TRANSPORT_BLE'
  | 'AUTHENTICATOR_TRANSPORT_INTERNAL'
  | 'AUTHENTICATOR_TRANSPORT_NFC'
  | 'AUTHENTICATOR_TRANSPORT_USB'
  | 'AUTHENTICATOR_TRANSPORT_HYBRID';

const TRANSPORTS: Record<string, Transport> = {
  ble: 'AUTHENTICATOR_TRANSPORT_BLE',
  internal: 'AUTHENTICATOR_TRANSPORT_INTERNAL',
  nfc: 'AUTHENTICATOR_TRANSPORT_NFC',
  usb: 'AUTHENTICATOR_TRANSPORT_USB',
  hybrid: 'AUTHENTICATOR_TRANSPORT_HYBRID',
};

function randomBase64url(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * A new passkey for the signed-in user, as the spec's "authenticator attestation input"
 * (`create_authenticators`, `recover_user`): the browser's WebAuthn ceremony through the kit's
 * WebAuthn port, a fresh 32-byte challenge, resident key, ES256 or RS256.
 */
export async function createPasskeyAttestation(kit: WalletKit, name: string, userName: string) {
  const challenge = randomBase64url(32);
  const credential = await kit.webauthn.create({
    challenge,
    rp: { id: kit.options.passkey.rpId ?? location.hostname, name: kit.options.passkey.rpName },
    user: { id: randomBase64url(32), name: userName, displayName: userName },
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    attestation: 'none',
    timeout: kit.options.passkey.timeoutMs,
  });
  return {
    authenticatorName: name,
    challenge,
    attestation: {
      credentialId: credential.id,
      clientDataJson: credential.response.clientDataJSON,
      attestationObject: credential.response.attestationObject,
      transports: (credential.response.transports ?? []).flatMap((t) =>
        TRANSPORTS[t] ? [TRANSPORTS[t]] : [],
      ),
    },
  };
}
