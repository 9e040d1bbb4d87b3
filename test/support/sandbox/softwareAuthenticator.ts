import { randomBytes } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { AuthenticatorTransport, WebAuthnStamp } from 'embedded-wallet-kit/protocol';
import type { attestationInput, Infer } from 'embedded-wallet-kit/protocol/internal';
import {
  base64urlEncode,
  bytesToHex,
  concatBytes,
  encodeWebAuthnStamp,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { encodeCbor } from './encodeCbor.js';

/**
 * The spec's "Authenticator attestation input" (signup, `recover_user`, `create_authenticators`).
 */
export type AttestationInput = Infer<typeof attestationInput>;

export interface SoftwareAuthenticatorOptions {
  /** Relying party id (the sandbox's `context.settings.rpId`). */
  rpId: string;
  /**
   * Origin written into clientDataJSON (one of the sandbox's `context.settings.webauthnOrigins`).
   */
  origin: string;
  /**
   * `none` (default) or `packed` self attestation (WebAuthn L3, 8.2: signed by the credential key).
   */
  attestationFormat?: 'none' | 'packed';
  /** AAGUID as a UUID string; default all zeros, as "none"-attestation authenticators send. */
  aaguid?: string;
  /** Reported transports; default internal (a platform authenticator). */
  transports?: AuthenticatorTransport[];
}

/** One passkey the software authenticator holds. Test support: the private key is right here. */
export interface SoftwareCredential {
  /** base64url credential id, as a browser reports it. */
  credentialId: string;
  /** Compressed SEC1 hex: what `get_authenticators` reports as `credential.publicKey`. */
  publicKey: string;
  privateKey: Uint8Array;
  counter: number;
}

export interface SoftwareAuthenticator {
  readonly rpId: string;
  readonly origin: string;
  readonly credentials: SoftwareCredential[];
  /**
   * Creates a passkey (navigator.credentials.create): returns the attestation input to send
   * and the new credential. `challenge` is base64url (default: 32 random bytes), and is what the
   * input's `challenge` field carries, as production clients send it.
   */
  register(options?: { challenge?: string; authenticatorName?: string }): {
    input: AttestationInput;
    credential: SoftwareCredential;
  };
  /**
   * An assertion (navigator.credentials.get) over a base64url challenge, by the given or last
   * passkey.
   */
  assert(challenge: string, credentialId?: string): WebAuthnStamp;
  /**
   * The `X-Stamp-WebAuthn` header value for a request body (wire-details, "Stamps"): an
   * assertion whose challenge is the UTF-8 of the lowercase hex of sha256(body).
   */
  stamp(body: string, credentialId?: string): string;
}

// Authenticator data flags (WebAuthn L3, 6.1): user present, user verified, attested data.
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;
// COSE (RFC 9052/9053): kty EC2 = 2, alg ES256 = -7, crv P-256 = 1.
const COSE_ES256 = -7;

function uint32(n: number): Uint8Array {
  return Uint8Array.of((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
}

function coseKey(publicKey: Uint8Array): Uint8Array {
  const point = p256.Point.fromBytes(publicKey).toBytes(false);
  // Canonical key order: 1, 3, -1, -2, -3.
  return encodeCbor(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, COSE_ES256],
      [-1, 1],
      [-2, point.subarray(1, 33)],
      [-3, point.subarray(33, 65)],
    ]),
  );
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  utf8Encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/**
 * A software WebAuthn authenticator with P-256 (ES256) passkeys, producing real registrations
 * (`none` or `packed` self attestation) and assertions that @simplewebauthn/server verifies:
 * authenticatorData = rpIdHash || flags || counter || attestedCredentialData (WebAuthn L3, 6.1).
 * For tests of signup, `create_authenticators`, `recover_user` and passkey stamps (`stamp_login`).
 */
export function createSoftwareAuthenticator(
  options: SoftwareAuthenticatorOptions,
): SoftwareAuthenticator {
  const rpIdHash = sha256(utf8Encode(options.rpId));
  const aaguid = hexToBytes(
    (options.aaguid ?? '00000000-0000-0000-0000-000000000000').replace(/-/g, ''),
  );
  const transports = options.transports ?? ['AUTHENTICATOR_TRANSPORT_INTERNAL'];
  const credentials: SoftwareCredential[] = [];

  const find = (credentialId?: string): SoftwareCredential => {
    const credential =
      credentialId === undefined
        ? credentials[credentials.length - 1]
        : credentials.find((c) => c.credentialId === credentialId);
    if (!credential) throw new Error('the software authenticator holds no such passkey');
    return credential;
  };

  const assert = (challenge: string, credentialId?: string): WebAuthnStamp => {
    const credential = find(credentialId);
    credential.counter += 1;
    const authData = concatBytes(
      rpIdHash,
      Uint8Array.of(FLAG_UP | FLAG_UV),
      uint32(credential.counter),
    );
    const clientDataJson = clientData('webauthn.get', challenge, options.origin);
    // ES256 signs authenticatorData || sha256(clientDataJSON), DER-encoded (WebAuthn L3, 6.3.3).
    const signature = p256.sign(
      concatBytes(authData, sha256(clientDataJson)),
      credential.privateKey,
      {
        format: 'der',
      },
    );
    return {
      authenticatorData: base64urlEncode(authData),
      clientDataJson: base64urlEncode(clientDataJson),
      credentialId: credential.credentialId,
      signature: base64urlEncode(signature),
    };
  };

  return {
    rpId: options.rpId,
    origin: options.origin,
    credentials,
    register({ challenge, authenticatorName } = {}) {
      const privateKey = p256.utils.randomSecretKey();
      const publicKey = p256.getPublicKey(privateKey, true);
      const rawId = new Uint8Array(randomBytes(32));
      const credential: SoftwareCredential = {
        credentialId: base64urlEncode(rawId),
        publicKey: bytesToHex(publicKey),
        privateKey,
        counter: 0,
      };
      const theChallenge = challenge ?? base64urlEncode(new Uint8Array(randomBytes(32)));
      const authData = concatBytes(
        rpIdHash,
        Uint8Array.of(FLAG_UP | FLAG_UV | FLAG_AT),
        uint32(0),
        aaguid,
        Uint8Array.of(rawId.length >> 8, rawId.length & 0xff),
        rawId,
        coseKey(publicKey),
      );
      const clientDataJson = clientData('webauthn.create', theChallenge, options.origin);
      const attStmt =
        options.attestationFormat === 'packed'
          ? new Map<string, number | Uint8Array>([
              ['alg', COSE_ES256],
              [
                'sig',
                p256.sign(concatBytes(authData, sha256(clientDataJson)), privateKey, {
                  format: 'der',
                }),
              ],
            ])
          : new Map<string, number>();
      const attestationObject = encodeCbor(
        new Map<string, string | Uint8Array | Map<string, number | Uint8Array>>([
          ['fmt', options.attestationFormat ?? 'none'],
          ['attStmt', attStmt],
          ['authData', authData],
        ]),
      );
      credentials.push(credential);
      return {
        credential,
        input: {
          authenticatorName: authenticatorName ?? 'Software passkey',
          challenge: theChallenge,
          attestation: {
            credentialId: credential.credentialId,
            clientDataJson: base64urlEncode(clientDataJson),
            attestationObject: base64urlEncode(attestationObject),
            transports: [...transports],
          },
        },
      };
    },
    assert,
    stamp(body, credentialId) {
      const challenge = base64urlEncode(utf8Encode(bytesToHex(sha256(utf8Encode(body)))));
      return encodeWebAuthnStamp(assert(challenge, credentialId));
    },
  };
}
