import { base64urlEncode, bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import { WEBAUTHN_STAMP_HEADER } from '../../protocol/stamp.js';
import { encodeWebAuthnStamp } from '../../protocol/webAuthnStamp.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import { sha256 } from '../crypto/sha256.js';
import { getCredential } from '../passkeys/getCredential.js';
import { toWebAuthnError } from '../passkeys/toWebAuthnError.js';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '../passkeys/webAuthnPort.js';
import type { Stamper } from './stamper.js';

export interface PasskeyStamperOptions {
  /** WebAuthn relying party id (the app's registrable domain). */
  rpId: string;
  /** base64url credential ids to allow; empty or absent lets the user pick a discoverable one. */
  credentialIds?: string[];
  /** Milliseconds the browser prompt may stay open. */
  timeout?: number;
  userVerification?: UserVerificationRequirement;
  /**
   * Runs the assertion ceremony; defaults to the kit's `getCredential`
   * (`navigator.credentials.get`). Tests and native shells inject their own authenticator.
   */
  get?: (options: PublicKeyCredentialRequestOptionsJSON) => Promise<AuthenticationResponseJSON>;
  crypto?: CryptoLike;
}

/**
 * Stamps with a passkey (wire-details, "Stamps", `X-Stamp-WebAuthn`): the WebAuthn challenge is
 * the UTF-8 bytes of the 64-character lowercase hex of sha256(body), so the assertion signs the
 * body; the header is plain JSON of the assertion's four fields, each base64url.
 */
export function createPasskeyStamper(options: PasskeyStamperOptions): Stamper {
  const crypto = options.crypto ?? globalThis.crypto;
  const get = options.get ?? getCredential;
  return {
    interactive: true,
    async stamp(body) {
      const digestHex = bytesToHex(await sha256(utf8Encode(body), crypto));
      const request: PublicKeyCredentialRequestOptionsJSON = {
        challenge: base64urlEncode(utf8Encode(digestHex)),
        rpId: options.rpId,
        userVerification: options.userVerification ?? 'preferred',
        ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
        ...(options.credentialIds?.length
          ? {
              allowCredentials: options.credentialIds.map((id) => ({
                id,
                type: 'public-key' as const,
              })),
            }
          : {}),
      };
      let assertion: AuthenticationResponseJSON;
      try {
        assertion = await get(request);
      } catch (cause) {
        throw toWebAuthnError(cause, 'sign the request');
      }
      return {
        headerName: WEBAUTHN_STAMP_HEADER,
        headerValue: encodeWebAuthnStamp({
          authenticatorData: assertion.response.authenticatorData,
          clientDataJson: assertion.response.clientDataJSON,
          credentialId: assertion.id,
          signature: assertion.response.signature,
        }),
      };
    },
  };
}
