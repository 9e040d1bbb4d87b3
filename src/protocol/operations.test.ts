import { describe, expect, it } from 'vitest';
import {
  proxyOperations,
  queryOperations,
  submitEnvelopeSchema,
  submitOperations,
} from './operations.js';
import { validate } from './schema.js';

/**
 * Operations beyond the spec's table, as production's published types name them
 * (`@turnkey/sdk-types` `v1Intent`/`v1Result` and the result keys its generated client reads).
 */
const ACCOUNT_AND_KEY_OPERATIONS = [
  'delete_authenticators',
  'update_user_phone_number',
  'create_oauth_providers',
  'create_api_keys',
  'delete_api_keys',
  'export_wallet',
  'export_wallet_account',
  'export_private_key',
  'init_import_wallet',
  'import_wallet',
  'import_private_key',
];

/** Newer revisions: `_V2` type and `...IntentV2`; a few have a `...ResultV2` too. */
const V2_REVISIONS: Record<string, { result: boolean } | undefined> = {
  // The spec's one (spec "Versioning" 2).
  create_authenticators: { result: false },
  // Production's `ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2` answers `createOauthProvidersResultV2`.
  create_oauth_providers: { result: true },
  // `ACTIVITY_TYPE_CREATE_API_KEYS_V2` answers the plain `createApiKeysResult`.
  create_api_keys: { result: false },
  // Production's `ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2` answers the plain `signRawPayloadResult`.
  sign_raw_payload: { result: false },
  // `ACTIVITY_TYPE_SIGN_TRANSACTION_V2` answers the plain `signTransactionResult`.
  sign_transaction: { result: false },
};

const camel = (op: string) => op.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

describe('the operation table', () => {
  it("holds the spec's 14 submits plus stamp_login, signing and the account and key operations, 6 queries plus the production client's reads, 9 proxy paths", () => {
    expect(Object.keys(submitOperations)).toHaveLength(18 + ACCOUNT_AND_KEY_OPERATIONS.length);
    for (const op of ACCOUNT_AND_KEY_OPERATIONS) expect(submitOperations).toHaveProperty(op);
    expect(Object.keys(queryOperations)).toHaveLength(14);
    expect(Object.keys(proxyOperations).sort()).toEqual(
      [
        'account',
        'oauth2_authenticate',
        'oauth_login',
        'otp_init_v2',
        'otp_login_v2',
        'otp_verify_v2',
        'signup_v2',
        'wallet_kit_config',
        'wallet_kit_client_params',
      ].sort(),
    );
  });

  it('names type, intent and result keys after the operation, with the V2 revisions production uses', () => {
    for (const [op, row] of Object.entries(submitOperations)) {
      const v2 = V2_REVISIONS[op];
      expect(row.type).toBe(`ACTIVITY_TYPE_${op.toUpperCase()}${v2 ? '_V2' : ''}`);
      expect(row.intentKey).toBe(`${camel(op)}Intent${v2 ? 'V2' : ''}`);
      expect(row.resultKey).toBe(`${camel(op)}Result${v2?.result ? 'V2' : ''}`);
    }
  });

  it("accepts the production client's copy of generateAppProofs in parameters where the flag is listed", () => {
    const envelope = (op: 'create_user_tag' | 'create_session_profile', parameters: object) =>
      validate(submitEnvelopeSchema(op), {
        type: submitOperations[op].type,
        timestampMs: '1',
        organizationId: 'org',
        parameters,
        generateAppProofs: true,
      });
    const copied = envelope('create_user_tag', {
      userTagName: 't',
      userIds: [],
      generateAppProofs: true,
    });
    // Accepted, and dropped from what the handler gets.
    expect(copied).toEqual({
      ok: true,
      value: expect.objectContaining({ parameters: { userTagName: 't', userIds: [] } }),
    });
    expect(submitOperations.create_user_tag.leniencies?.map((l) => l.field)).toEqual([
      'parameters.generateAppProofs',
    ]);
    const notBoolean = envelope('create_user_tag', {
      userTagName: 't',
      userIds: [],
      generateAppProofs: 'yes',
    });
    expect(notBoolean.ok ? [] : notBoolean.issues.map((i) => i.path)).toEqual([
      'parameters.generateAppProofs',
    ]);
    // Where the published request type does not list the flag, the copy stays unknown.
    const unlisted = envelope('create_session_profile', {
      sessionProfileName: 'p',
      scope: 's',
      generateAppProofs: false,
    });
    expect(unlisted.ok ? [] : unlisted.issues.map((i) => i.path)).toEqual([
      'parameters.generateAppProofs',
    ]);
  });

  it('accepts generateAppProofs on every submit, a listed leniency where the spec omits it', () => {
    const without = Object.entries(submitOperations)
      .filter(([, row]) => !row.appProofs)
      .map(([op]) => op)
      .sort();
    expect(without).toEqual([
      'create_session_profile',
      'create_tvc_manifest_approvals',
      'export_secrets',
    ]);
    // The production client sends `generateAppProofs: false` on all of them: each such row
    // names the leniency and its reason.
    for (const op of without) {
      const row = submitOperations[op as keyof typeof submitOperations];
      expect(row.leniencies?.map((l) => l.field)).toContain('generateAppProofs');
    }
    const exportEnvelope = (entry: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      validate(submitEnvelopeSchema('export_secrets'), {
        type: submitOperations.export_secrets.type,
        timestampMs: '1',
        organizationId: 'org',
        parameters: {
          secrets: [
            {
              secretId: 's',
              targetPublicKey: `04${'a'.repeat(128)}`,
              encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1',
              ...entry,
            },
          ],
        },
        ...extra,
      });
    expect(exportEnvelope({}, { generateAppProofs: false }).ok).toBe(true);
    expect(exportEnvelope({ requestContext: [{ key: 'k', value: 'v' }] }).ok).toBe(true);
    // Still strict about what neither the spec nor the production types know.
    const unknown = exportEnvelope({ requestContxt: [] }, { generateAppProof: false });
    expect(unknown.ok ? [] : unknown.issues.map((i) => i.path).sort()).toEqual([
      'generateAppProof',
      'parameters.secrets[0].requestContxt',
    ]);
    const wrongType = exportEnvelope({ requestContext: 'k=v' }, { generateAppProofs: 'no' });
    expect(wrongType.ok).toBe(false);
  });

  it('pins each envelope to its own activity type', () => {
    const result = validate(submitEnvelopeSchema('create_user_tag'), {
      type: 'ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT',
      timestampMs: '1',
      organizationId: 'org',
      parameters: { userTagName: 't', userIds: [] },
    });
    expect(result.ok).toBe(false);
  });
});

describe('the invalidates column', () => {
  it('names reads of the table only, and only on submits whose records a read lists', () => {
    const withColumn = Object.entries(submitOperations)
      .filter(([, row]) => 'invalidates' in row)
      .map(([op, row]) => [op, (row as { invalidates: readonly string[] }).invalidates] as const);
    for (const [, reads] of withColumn) {
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(Object.keys(queryOperations)).toContain(read);
    }
    expect(Object.fromEntries(withColumn)).toMatchObject({
      delete_webhook_endpoint: ['list_webhook_endpoints'],
      earn_deposit: ['list_earn_vaults'],
      create_authenticators: ['get_authenticators', 'get_user'],
    });
    expect(withColumn.map(([op]) => op)).not.toContain('create_session_profile');
  });
});
