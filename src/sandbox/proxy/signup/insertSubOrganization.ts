import { randomUUID } from 'node:crypto';
import type { ProxyBody } from 'embedded-wallet-kit/protocol';
import { insertApiKey } from '../../identity/insertApiKey.js';
import { insertOAuthIdentity } from '../../identity/insertOAuthIdentity.js';
import { spendVerificationToken } from '../../identity/spendVerificationToken.js';
import type { VerifiedOidcToken } from '../../identity/verifyOidcToken.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';
import type { SignupContact } from './checkSignupContact.js';
import type { VerifiedAuthenticator } from './verifySignupAuthenticators.js';

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
    insertApiKey(
      ctx,
      { organizationId, userId },
      { ...key, publicKey: key.publicKey.toLowerCase() },
      now,
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
    const providerName = params.oauthProviders[i]?.providerName ?? token.provider;
    insertOAuthIdentity(ctx, { organizationId, userId }, providerName, token, now);
  }
  return { organizationId, userId };
}
