import type { AuthenticatorTransport } from '../../../protocol/enums.js';
import { credentialPublicKeyHex } from '../../webauthn/credentialPublicKeyHex.js';
import type { QueryHandler } from '../handlerTypes.js';
import { toTimestamp } from '../toTimestamp.js';
import { requireOrgUser } from './requireOrgUser.js';

/** `get_authenticators`: the passkeys of one user of the organization, oldest first. */
export const getAuthenticators: QueryHandler<'get_authenticators'> = ({ ctx, body }) => {
  requireOrgUser(ctx, body.organizationId, body.userId, 'userId');
  return {
    authenticators: ctx.store
      .find('authenticator', 'userId', body.userId)
      .filter((a) => a.organizationId === body.organizationId)
      .map((a) => ({
        transports: a.transports as AuthenticatorTransport[],
        attestationType: a.attestationType,
        aaguid: a.aaguid,
        credentialId: a.credentialId,
        model: a.model,
        credential: {
          publicKey: credentialPublicKeyHex(a.credentialPublicKey),
          type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' as const,
        },
        authenticatorId: a.id,
        authenticatorName: a.authenticatorName,
        createdAt: toTimestamp(a.createdAtMs),
        updatedAt: toTimestamp(a.updatedAtMs),
      })),
  };
};
