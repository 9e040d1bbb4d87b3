import type { ApiKey } from 'embedded-wallet-kit/protocol';
import type { CredentialRecord } from '../../store/storedRecords.js';
import { toTimestamp } from '../toTimestamp.js';

/** A stored credential as the spec's "API key" record (`get_api_key`, `get_user`). */
export function apiKeyRecord(key: CredentialRecord): ApiKey {
  return {
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
  };
}
