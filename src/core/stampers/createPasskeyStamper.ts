import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { startAuthentication } from '@simplewebauthn/browser';
import { base64urlEncode, bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import { encodeWebAuthnStamp, WEBAUTHN_STAMP_HEADER } from '../../protocol/stamp.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import { sha256 } from '../crypto/sha256.js';
import { WebAuthnError } from '../errors/webAuthnError.js';
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
   * Runs the assertion ceremony; defaults to `@simplewebauthn/browser`'s `startAuthentication`
   * (`navigator.credentials.get`). Tests and native shells inject their own authenticator.
   */
  get?: (options: PublicKeyCredentialRequestOptionsJSON) => Promise<AuthenticationResponseJSON>;
  crypto?: CryptoLike;
}

const defaultGet = (optionsJSON: PublicKeyCredentialRequestOptionsJSON) =>
  startAuthentication({ optionsJSON });

/** Browser errors to kit codes (WebAuthn L3 section 5.1.4.1 lists what `get()` may throw). */
function toWebAuthnError(cause: unknown): WebAuthnError {
  const name = cause instanceof Error ? cause.name : '';
  const message = cause instanceof Error ? cause.message : '';
  // NotAllowedError: the user dismissed the prompt or it timed out (the spec does not let pages
  // tell the two apart); AbortError: the ceremony was aborted. simplewebauthn keeps these names.
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new WebAuthnError('USER_CANCELLED', 'the passkey prompt was cancelled', { cause });
  }
  if (name === 'NotSupportedError' || /not supported/i.test(message)) {
    return new WebAuthnError('WEBAUTHN_NOT_SUPPORTED', 'this browser does not support passkeys', {
      cause,
    });
  }
  return new WebAuthnError('WEBAUTHN_FAILED', 'the passkey could not sign the request', { cause });
}

/**
 * Stamps with a passkey (wire-details, "Stamps", `X-Stamp-WebAuthn`): the WebAuthn challenge is
 * the UTF-8 bytes of the 64-character lowercase hex of sha256(body), so the assertion signs the
 * body; the header is plain JSON of the assertion's four fields, each base64url.
 */
export function createPasskeyStamper(options: PasskeyStamperOptions): Stamper {
  const crypto = options.crypto ?? globalThis.crypto;
  const get = options.get ?? defaultGet;
  return {
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
        throw toWebAuthnError(cause);
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
