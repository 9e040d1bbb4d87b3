import { notFoundField } from '../../fieldErrors.js';
import type { QueryHandler } from '../handlerTypes.js';
import { apiKeyRecord } from './apiKeyRecord.js';

/**
 * `get_api_key`: one credential of the organization (API keys, session keys, signup keys: all
 * stamp with `X-Stamp`). A key of another organization answers 404 like an unknown one.
 */
export const getApiKey: QueryHandler<'get_api_key'> = ({ ctx, body }) => {
  const key = ctx.store.get('credential', body.apiKeyId);
  if (!key || key.organizationId !== body.organizationId) {
    throw notFoundField('apiKeyId', `no API key ${body.apiKeyId} in this organization`);
  }
  return { apiKey: apiKeyRecord(key) };
};
