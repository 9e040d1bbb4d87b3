import type { QueryHandler } from '../handlerTypes.js';
import { toTimestamp } from '../toTimestamp.js';
import { notFoundField } from './fieldErrors.js';

/**
 * `get_api_key`: one credential of the organization (API keys, session keys, signup keys: all
 * stamp with `X-Stamp`). A key of another organization answers 404 like an unknown one.
 */
export const getApiKey: QueryHandler<'get_api_key'> = ({ ctx, body }) => {
  const key = ctx.store.get('credential', body.apiKeyId);
  if (!key || key.organizationId !== body.organizationId) {
    throw notFoundField('apiKeyId', `no API key ${body.apiKeyId} in this organization`);
  }
  return {
    apiKey: {
      credential: {
        publicKey: key.publicKey,
        type: key.type,
        // Spec "Credential": sessionProfileId applies only to CREDENTIAL_TYPE_LOGIN.
        ...(key.type === 'CREDENTIAL_TYPE_LOGIN' && key.sessionProfileId !== undefined
          ? { sessionProfileId: key.sessionProfileId }
          : {}),
      },
      apiKeyId: key.id,
      apiKeyName: key.name,
      createdAt: toTimestamp(key.createdAtMs),
      updatedAt: toTimestamp(key.updatedAtMs),
      ...(key.expirationSeconds === undefined ? {} : { expirationSeconds: key.expirationSeconds }),
    },
  };
};
