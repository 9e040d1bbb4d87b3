import type { Authenticator, AuthenticatorTransport } from 'embedded-wallet-kit/protocol';
import type { AuthenticatorRecord } from '../../store/storedRecords.js';
import { credentialPublicKeyHex } from '../../webauthn/credentialPublicKeyHex.js';
import { toTimestamp } from '../toTimestamp.js';

/** A stored passkey as the spec's "Authenticator" record (`get_authenticators`, `get_user`). */
export function authenticatorRecord(a: AuthenticatorRecord): Authenticator {
  return {
    transports: a.transports as AuthenticatorTransport[],
    attestationType: a.attestationType,
    aaguid: a.aaguid,
    credentialId: a.credentialId,
    model: a.model,
    credential: {
      publicKey: credentialPublicKeyHex(a.credentialPublicKey),
      type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR',
    },
    authenticatorId: a.id,
    authenticatorName: a.authenticatorName,
    createdAt: toTimestamp(a.createdAtMs),
    updatedAt: toTimestamp(a.updatedAtMs),
  };
}
