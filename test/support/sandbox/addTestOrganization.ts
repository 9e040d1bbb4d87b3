import { randomUUID } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import type { Sandbox } from '../../../src/sandbox/createSandbox.js';

export interface TestOrganization {
  organizationId: string;
  userId: string;
  apiKeyId: string;
  /** P-256 API key of the organization's user, hex: pass it to `stampedRequest`. */
  privateKey: string;
  publicKey: string;
}

/**
 * Writes a second organization (a sub-organization of the parent unless `parentOrganizationId`
 * is null) with one user and one API key straight into the store: for tests of per-organization
 * rules (another tenant's records answer 404, `enabled` is per organization, top tier).
 */
export async function addTestOrganization(
  sandbox: Sandbox,
  options: { topTier?: boolean; parentOrganizationId?: string | null; userEmail?: string } = {},
): Promise<TestOrganization> {
  const { store } = sandbox.context;
  const now = sandbox.context.now();
  const organizationId = randomUUID();
  const userId = randomUUID();
  const apiKeyId = randomUUID();
  const secretKey = p256.utils.randomSecretKey();
  const publicKey = bytesToHex(p256.getPublicKey(secretKey, true));
  const parent =
    options.parentOrganizationId === null
      ? undefined
      : (options.parentOrganizationId ?? sandbox.bootstrap.organizationId);
  await store.transaction(() => {
    store.insert(
      'organization',
      {
        id: organizationId,
        name: 'Test organization',
        ...(parent === undefined ? {} : { parentOrganizationId: parent }),
        topTier: options.topTier ?? false,
        createdAtMs: now,
      },
      { organizationId },
    );
    store.insert(
      'user',
      {
        id: userId,
        organizationId,
        userName: 'Test user',
        ...(options.userEmail === undefined ? {} : { userEmail: options.userEmail }),
        createdAtMs: now,
      },
      { organizationId, index: { email: options.userEmail?.toLowerCase() } },
    );
    store.insert(
      'credential',
      {
        id: apiKeyId,
        organizationId,
        userId,
        name: 'Test key',
        publicKey,
        type: 'CREDENTIAL_TYPE_API_KEY_P256',
        curveType: 'API_KEY_CURVE_P256',
        createdAtMs: now,
        updatedAtMs: now,
      },
      { organizationId, index: { publicKey, userId } },
    );
  });
  return { organizationId, userId, apiKeyId, privateKey: bytesToHex(secretKey), publicKey };
}
