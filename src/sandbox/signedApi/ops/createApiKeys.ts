import { randomUUID } from 'node:crypto';
import type { CredentialRecord } from '../../store/storedRecords.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { existsField, invalidField } from './fieldErrors.js';
import { requireOrgUser } from './requireOrgUser.js';

type Curve = CredentialRecord['curveType'];

/** The credential type each API key curve stamps as (spec "Credential" types). */
const CREDENTIAL_TYPE: Record<Curve, CredentialRecord['type']> = {
  API_KEY_CURVE_P256: 'CREDENTIAL_TYPE_API_KEY_P256',
  API_KEY_CURVE_SECP256K1: 'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  API_KEY_CURVE_ED25519: 'CREDENTIAL_TYPE_API_KEY_ED25519',
};

/** How each curve's public key travels: compressed SEC1 hex for ECDSA, the raw 32 bytes for Ed25519. */
const PUBLIC_KEY: Record<Curve, RegExp> = {
  API_KEY_CURVE_P256: /^0[23][0-9a-f]{64}$/,
  API_KEY_CURVE_SECP256K1: /^0[23][0-9a-f]{64}$/,
  API_KEY_CURVE_ED25519: /^[0-9a-f]{64}$/,
};

/**
 * `create_api_keys` (ACTIVITY_TYPE_CREATE_API_KEYS_V2, production's `v1CreateApiKeysIntentV2`):
 * registers keys that stamp as the user. An external wallet is linked this way, as signup makes
 * it (wire-details, "External wallets": `wallet-auth:<publicKey>`, secp256k1 or Ed25519), and
 * then logs in with `stamp_login`. A key is checked for its curve's encoding, and refused when
 * it already stamps for anyone (ALREADY_EXISTS: a key names one user, or a login would be
 * ambiguous), all before any is stored. `expirationSeconds` makes it expire.
 */
export const createApiKeys: SubmitHandler<'create_api_keys'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const seen = new Set<string>();
  const keys = params.apiKeys.map((key, i) => {
    const field = `parameters.apiKeys[${i}].publicKey`;
    const publicKey = key.publicKey.toLowerCase();
    if (!PUBLIC_KEY[key.curveType].test(publicKey)) {
      throw invalidField(field, `is not a ${key.curveType} public key in hex`);
    }
    if (seen.has(publicKey) || ctx.store.findOne('credential', 'publicKey', publicKey)) {
      throw existsField(field, 'this key is already registered');
    }
    seen.add(publicKey);
    return { ...key, publicKey };
  });
  const now = ctx.now();
  const apiKeyIds = keys.map((key) => {
    const seconds = key.expirationSeconds === undefined ? undefined : Number(key.expirationSeconds);
    const doc: CredentialRecord = {
      id: randomUUID(),
      organizationId,
      userId: user.id,
      name: key.apiKeyName,
      publicKey: key.publicKey,
      type: CREDENTIAL_TYPE[key.curveType],
      curveType: key.curveType,
      ...(seconds === undefined
        ? {}
        : { expirationSeconds: key.expirationSeconds, expiresAtMs: now + seconds * 1000 }),
      createdAtMs: now,
      updatedAtMs: now,
    };
    ctx.store.insert('credential', doc, {
      organizationId,
      index: { publicKey: doc.publicKey, userId: user.id },
    });
    return doc.id;
  });
  return { apiKeyIds };
};
