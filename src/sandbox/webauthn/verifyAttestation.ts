import { p256 } from '@noble/curves/nist.js';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { cose, decodeCredentialPublicKey } from '@simplewebauthn/server/helpers';
import type { AuthenticatorTransport } from 'embedded-wallet-kit/protocol';
import type { attestationInput, Infer } from 'embedded-wallet-kit/protocol/internal';
import { concatBytes } from 'embedded-wallet-kit/protocol/internal';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { AuthenticatorRecord } from '../store/storedRecords.js';
import { authenticatorModel } from './authenticatorModel.js';
import { expectedWebAuthnOrigins } from './expectedWebAuthnOrigins.js';

/** What a verified attestation contributes to an `AuthenticatorRecord`. */
export type VerifiedAuthenticator = Omit<
  AuthenticatorRecord,
  'id' | 'organizationId' | 'userId' | 'createdAtMs' | 'updatedAtMs'
>;

const TRANSPORTS: Record<AuthenticatorTransport, string> = {
  AUTHENTICATOR_TRANSPORT_BLE: 'ble',
  AUTHENTICATOR_TRANSPORT_INTERNAL: 'internal',
  AUTHENTICATOR_TRANSPORT_NFC: 'nfc',
  AUTHENTICATOR_TRANSPORT_USB: 'usb',
  AUTHENTICATOR_TRANSPORT_HYBRID: 'hybrid',
};

/** COSE curve id of P-256 (RFC 9053, 7.1). */
const COSE_CRV_P256 = 1;

/** EC2 P-256 keys must be points on the curve; other key types are left to the verifier. */
function isUsablePublicKey(cosePublicKey: Uint8Array): boolean {
  try {
    const key = decodeCredentialPublicKey(new Uint8Array(cosePublicKey));
    if (!cose.isCOSEPublicKeyEC2(key) || key.get(cose.COSEKEYS.crv) !== COSE_CRV_P256) return true;
    const x = key.get(cose.COSEKEYS.x);
    const y = key.get(cose.COSEKEYS.y);
    if (!x || !y) return false;
    p256.Point.fromBytes(concatBytes(Uint8Array.of(4), x, y)).assertValidity();
    return true;
  } catch {
    return false;
  }
}

const refuse = (field: string, description: string): ServiceError =>
  ServiceError.invalid(`${field}: ${description}`, [{ field, description }]);

/**
 * Verifies a WebAuthn registration (the spec's "Authenticator attestation input", used by
 * signup, `recover_user` and `create_authenticators`) with @simplewebauthn/server, per WebAuthn
 * L3 7.1: clientData type `webauthn.create`, its challenge equal to the input's `challenge`,
 * an allowed origin, the RP id hash, user presence (verification not required), and the
 * attestation statement (`none`, `packed` and the other formats the library knows).
 *
 * `attestation.credentialId`: the spec calls it "CBOR-encoded then base64url-encoded"; clients
 * in practice send the base64url credential id the browser reports, so that is what is
 * checked against the attested credential id.
 *
 * Refusals are 400s naming `field` (default `attestation`); a credential id that is already
 * registered is a 409, since stamps find their passkey by credential id.
 */
export async function verifyAttestation(
  ctx: SandboxContext,
  input: Infer<typeof attestationInput>,
  field = 'attestation',
): Promise<VerifiedAuthenticator> {
  const { attestation } = input;
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
  try {
    const result = await verifyRegistrationResponse({
      response: {
        id: attestation.credentialId,
        rawId: attestation.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: attestation.clientDataJson,
          attestationObject: attestation.attestationObject,
          transports: attestation.transports.map((t) => TRANSPORTS[t]),
        },
      },
      expectedChallenge: input.challenge,
      expectedOrigin: expectedWebAuthnOrigins(ctx.settings, attestation.clientDataJson),
      expectedRPID: ctx.settings.rpId,
      requireUserVerification: false,
    });
    info = result.verified ? result.registrationInfo : undefined;
  } catch (error) {
    // The library's messages describe the mismatch (challenge, origin, RP id); they carry no
    // secrets, only what the client sent.
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unreadable';
    throw refuse(field, `attestation does not verify: ${reason}`);
  }
  if (!info) throw refuse(field, 'attestation statement does not verify');
  // "none" attestation signs nothing, so nothing else would notice a corrupted key; a passkey
  // whose key is not a curve point could never stamp.
  if (!isUsablePublicKey(info.credential.publicKey)) {
    throw refuse(field, 'the attested credential public key is not a valid key');
  }
  if (info.credential.id !== attestation.credentialId) {
    throw refuse(`${field}.credentialId`, 'does not match the attested credential id');
  }
  if (ctx.store.findOne('authenticator', 'credentialId', info.credential.id)) {
    throw ServiceError.alreadyExists(`${field}.credentialId: this passkey is already registered`, [
      { field: `${field}.credentialId`, description: 'already registered' },
    ]);
  }
  return {
    authenticatorName: input.authenticatorName,
    credentialId: info.credential.id,
    credentialPublicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: [...attestation.transports],
    attestationType: info.fmt,
    aaguid: info.aaguid,
    model: authenticatorModel(info.aaguid),
  };
}
