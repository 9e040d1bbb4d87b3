import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { WebAuthnStamp } from 'embedded-wallet-kit/protocol';

/**
 * An `X-Stamp-WebAuthn` stamp (wire-details, "Stamps") as the WebAuthn assertion it carries, in
 * the JSON form `@simplewebauthn/server` verifies (WebAuthn L3, `AuthenticationResponseJSON`):
 * the stamp names the credential and holds the three signed parts, all base64url; it carries no
 * extension results.
 */
export function toAuthenticationResponse(stamp: WebAuthnStamp): AuthenticationResponseJSON {
  return {
    id: stamp.credentialId,
    rawId: stamp.credentialId,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      authenticatorData: stamp.authenticatorData,
      clientDataJSON: stamp.clientDataJson,
      signature: stamp.signature,
    },
  };
}
