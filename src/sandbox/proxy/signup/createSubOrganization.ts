import type { ProxyActivityHandler } from '../proxyActivityInput.js';
import { checkSignupApiKeys } from './checkSignupApiKeys.js';
import { checkSignupContact } from './checkSignupContact.js';
import { checkWalletProof } from './checkWalletProof.js';
import { deriveSignupWallet } from './deriveSignupWallet.js';
import { insertSignupWallet } from './insertSignupWallet.js';
import { insertSubOrganization } from './insertSubOrganization.js';
import { verifySignupAuthenticators } from './verifySignupAuthenticators.js';
import { verifySignupOAuthProviders } from './verifySignupOAuthProviders.js';

/**
 * `ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7` (behind `signup_v2`, spec "Signup"): one new
 * sub-organization with its root user, credentials and optional wallet, all or nothing (the
 * activity runs in one store transaction; every check comes before the first write anyway).
 * In order:
 *
 * 1. Contacts, and the verification token that proves one (`checkSignupContact`).
 * 2. Passkeys: each attestation verified (`verifySignupAuthenticators`).
 * 3. OAuth identities: each with a verified `oidcToken` (`verifySignupOAuthProviders`).
 * 4. API keys: each a sound key, none registered already (`checkSignupApiKeys`), and a wallet
 *    key's proof of possession (`checkWalletProof`).
 * 5. The wallet, derived whole (`deriveSignupWallet`).
 * 6. The writes (`insertSubOrganization`, then `insertSignupWallet` with an app proof per
 *    address).
 *
 * A contact, passkey, OAuth identity or key that already has an account here: ALREADY_EXISTS.
 */
export const createSubOrganization: ProxyActivityHandler<'create_sub_organization'> = async (
  input,
) => {
  const { ctx, config, params } = input;
  const contact = await checkSignupContact(ctx, config, params);
  const authenticators = await verifySignupAuthenticators(ctx, config, params.authenticators);
  const oauthTokens = await verifySignupOAuthProviders(ctx, config, params.oauthProviders);
  checkSignupApiKeys(ctx, config, params.apiKeys);
  checkWalletProof(ctx, config, params);
  const derived = deriveSignupWallet(params.wallet);

  const { organizationId, userId } = insertSubOrganization(ctx, config, {
    params,
    contact,
    authenticators,
    oauthTokens,
  });
  if (!derived || !params.wallet)
    return { subOrganizationId: organizationId, rootUserIds: [userId] };
  const wallet = insertSignupWallet(ctx, {
    organizationId,
    params: params.wallet,
    derived,
    ...(input.generateAppProofs ? { appProofs: input.appProofs } : {}),
  });
  return { subOrganizationId: organizationId, rootUserIds: [userId], wallet };
};
