import { describe, expect, it } from 'vitest';
import {
  proxyOperations,
  queryOperations,
  submitEnvelopeSchema,
  submitOperations,
} from './operations.js';
import { validate } from './schema.js';

const camel = (op: string) => op.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

describe('the operation table', () => {
  it("holds the spec's 14 submits plus stamp_login, 6 queries plus get_boot_proof, 8 proxy paths", () => {
    expect(Object.keys(submitOperations)).toHaveLength(15);
    expect(Object.keys(queryOperations)).toHaveLength(7);
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
      ].sort(),
    );
  });

  it("names intent and result keys after the operation, with the spec's one V2 exception", () => {
    for (const [op, row] of Object.entries(submitOperations)) {
      expect(row.resultKey).toBe(`${camel(op)}Result`);
      const intent =
        op === 'create_authenticators' ? 'createAuthenticatorsIntentV2' : `${camel(op)}Intent`;
      expect(row.intentKey).toBe(intent);
      const type =
        op === 'create_authenticators'
          ? 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2'
          : `ACTIVITY_TYPE_${op.toUpperCase()}`;
      expect(row.type).toBe(type);
    }
  });

  it("lets generateAppProofs through except where the spec's request shapes omit it", () => {
    const without = Object.entries(submitOperations)
      .filter(([, row]) => !row.appProofs)
      .map(([op]) => op)
      .sort();
    expect(without).toEqual([
      'create_session_profile',
      'create_tvc_manifest_approvals',
      'export_secrets',
    ]);
    const envelope = (op: 'export_secrets' | 'delete_webhook_endpoint', parameters: unknown) => ({
      type: submitOperations[op].type,
      timestampMs: '1',
      organizationId: 'org',
      parameters,
      generateAppProofs: true,
    });
    expect(
      validate(
        submitEnvelopeSchema('delete_webhook_endpoint'),
        envelope('delete_webhook_endpoint', { endpointId: 'e' }),
      ).ok,
    ).toBe(true);
    const refused = validate(
      submitEnvelopeSchema('export_secrets'),
      envelope('export_secrets', {
        secrets: [
          {
            secretId: 's',
            targetPublicKey: `04${'a'.repeat(128)}`,
            encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1',
          },
        ],
      }),
    );
    expect(refused.ok ? [] : refused.issues.map((i) => i.path)).toEqual(['generateAppProofs']);
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
