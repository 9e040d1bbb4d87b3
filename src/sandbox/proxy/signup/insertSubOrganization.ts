import { randomUUID } from 'node:crypto';
import type { ProxyBody } from 'embedded-wallet-kit/protocol';
import { oauthIdentity } from '../../identity/oauthIdentity.js';
import { spendVerificationToken } from '../../identity/spendVerificationToken.js';
import type { VerifiedOidcToken } from '../../identity/verifyOidcToken.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { CredentialRecord } from '../../store/storedRecords.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';
import type { SignupContact } from './checkSignupContact.js';
import type { VerifiedAuthenticator } from './verifySignupAuthenticators.js';

const CREDENTIAL_TYPE_OF = {
  API_KEY_CURVE_P256: 'CREDENTIAL_TYPE_API_KEY_P256',
  API_KEY_CURVE_SECP256K1: 'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  API_KEY_CURVE_ED25519: 'CREDENTIAL_TYPE_API_KEY_ED25519',
} as const satisfies Record<CredentialRecord['curveType'], CredentialRecord['type']>;

export interface CheckedSignup {
  params: ProxyBody<'signup_v2'>;
  contact: SignupContact;
  authenticators: VerifiedAuthenticator[];
  oauthTokens: VerifiedOidcToken[];
}

/**
 * The writes of a checked signup: the sub-organization, its root user (contacts verified when a
 * token proved them, the token spent), the user's API keys (`expirationSeconds` honoured),
 * passkeys and OAuth identities. Inside the activity's transaction: all or nothing.
 */
export function insertSubOrganization(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  { params, contact, authenticators, oauthTokens }: CheckedSignup,
): { organizationId: string; userId: string } {
  const now = ctx.now();
  const { userEmail, userPhone, claims } = contact;
  const organizationId = randomUUID();
  const userId = randomUUID();
  ctx.store.insert(
    'organization',
    {
      id: organizationId,
      name: params.organizationName ?? `Sub-organization of ${userEmail ?? userPhone ?? userId}`,
      parentOrganizationId: config.organizationId,
      topTier: false,
      createdAtMs: now,
    },
    { organizationId },
  );
  ctx.store.insert(
    'user',
    {
      id: userId,
      organizationId,
      userName: params.userName ?? userEmail ?? userPhone ?? 'Root user',
      ...(userEmail
        ? { userEmail, emailVerified: claims?.verification_type === 'OTP_TYPE_EMAIL' }
        : {}),
      ...(userPhone
        ? {
            userPhoneNumber: userPhone,
            phoneVerified: claims?.verification_type === 'OTP_TYPE_SMS',
          }
        : {}),
      ...(params.userTag ? { userTag: params.userTag } : {}),
      createdAtMs: now,
    },
    { organizationId, index: { email: userEmail, phone: userPhone } },
  );
  if (claims) spendVerificationToken(ctx, claims.id, 'USAGE_TYPE_SIGNUP');

  for (const key of params.apiKeys) {
    const publicKey = key.publicKey.toLowerCase();
    const seconds = key.expirationSeconds === undefined ? undefined : Number(key.expirationSeconds);
    ctx.store.insert(
      'credential',
      {
        id: randomUUID(),
        organizationId,
        userId,
        name: key.apiKeyName,
        publicKey,
        type: CREDENTIAL_TYPE_OF[key.curveType],
        curveType: key.curveType,
        ...(seconds === undefined
          ? {}
          : { expirationSeconds: key.expirationSeconds, expiresAtMs: now + seconds * 1000 }),
        createdAtMs: now,
        updatedAtMs: now,
      },
      { organizationId, index: { publicKey, userId } },
    );
  }
  for (const verified of authenticators) {
    ctx.store.insert(
      'authenticator',
      { id: randomUUID(), organizationId, userId, ...verified, createdAtMs: now, updatedAtMs: now },
      { organizationId, index: { credentialId: verified.credentialId, userId } },
    );
  }
  for (const [i, token] of oauthTokens.entries()) {
    ctx.store.insert(
      'oauthProvider',
      {
        id: randomUUID(),
        organizationId,
        userId,
        providerName: params.oauthProviders[i]?.providerName ?? token.provider,
        issuer: token.iss,
        subject: token.sub,
        audience: token.aud,
        createdAtMs: now,
      },
      { organizationId, index: { identity: oauthIdentity(token), userId } },
    );
  }
  return { organizationId, userId };
}
