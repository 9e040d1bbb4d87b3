import { randomUUID } from 'node:crypto';
import type { ApiKeyCurve } from 'embedded-wallet-kit/protocol';
import type { SandboxContext } from '../sandboxContext.js';
import type { CredentialRecord } from '../store/storedRecords.js';

/** The credential type each API key curve stamps as (spec "Credential" types). */
const CREDENTIAL_TYPE_OF = {
  API_KEY_CURVE_P256: 'CREDENTIAL_TYPE_API_KEY_P256',
  API_KEY_CURVE_SECP256K1: 'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  API_KEY_CURVE_ED25519: 'CREDENTIAL_TYPE_API_KEY_ED25519',
} as const satisfies Record<CredentialRecord['curveType'], CredentialRecord['type']>;

export interface ApiKeyInput {
  apiKeyName: string;
  /** Lower-case hex, checked (`checkNewApiKeys`). */
  publicKey: string;
  curveType: ApiKeyCurve;
  expirationSeconds?: string;
}

/**
 * Stores one API key of `userId` (spec "API key creation parameters"), expiring after
 * `expirationSeconds` when given; inside the caller's transaction. Answers the stored record.
 */
export function insertApiKey(
  ctx: SandboxContext,
  owner: { organizationId: string; userId: string },
  key: ApiKeyInput,
  nowMs: number,
): CredentialRecord {
  const seconds = key.expirationSeconds === undefined ? undefined : Number(key.expirationSeconds);
  const record: CredentialRecord = {
    id: randomUUID(),
    organizationId: owner.organizationId,
    userId: owner.userId,
    name: key.apiKeyName,
    publicKey: key.publicKey,
    type: CREDENTIAL_TYPE_OF[key.curveType],
    curveType: key.curveType,
    ...(seconds === undefined
      ? {}
      : { expirationSeconds: key.expirationSeconds, expiresAtMs: nowMs + seconds * 1000 }),
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
  };
  ctx.store.insert('credential', record, {
    organizationId: owner.organizationId,
    index: { publicKey: record.publicKey, userId: owner.userId },
  });
  return record;
}
