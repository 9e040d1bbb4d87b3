import type {
  AccountFilterType,
  OtpType,
  ProxyBody,
  ProxyResponse,
} from 'embedded-wallet-kit/protocol';
import { linkableUser } from '../identity/autoLink.js';
import { checkVerificationToken } from '../identity/checkVerificationToken.js';
import { linkedProviders } from '../identity/linkedProviders.js';
import { normalizeContact } from '../identity/normalizeContact.js';
import { usersWithContact, verifiedUsersWithContact } from '../identity/usersWithContact.js';
import { verifyOidcToken } from '../identity/verifyOidcToken.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { ProxyConfigRecord } from './config/proxyRecords.js';

const CONTACT_TYPES: Partial<Record<AccountFilterType, OtpType>> = {
  EMAIL: 'OTP_TYPE_EMAIL',
  PHONE_NUMBER: 'OTP_TYPE_SMS',
};

/** Is this organization a sub-organization of the configuration's organization? */
function isOurs(ctx: SandboxContext, config: ProxyConfigRecord, organizationId: string): boolean {
  return (
    ctx.store.get('organization', organizationId)?.parentOrganizationId === config.organizationId
  );
}

/**
 * When the organization requires it (spec "Auth proxy" 5), a contact lookup must show a
 * verification token for that very contact (not spent: signup and login use it next), or an
 * OIDC token with that verified e-mail.
 */
async function requireContactProof(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  body: ProxyBody<'account'>,
  type: OtpType,
  contact: string,
): Promise<void> {
  if (body.verificationToken) {
    const claims = await checkVerificationToken(ctx, config, body.verificationToken);
    if (claims.verification_type !== type || claims.contact !== contact) {
      throw ServiceError.unauthenticated('verificationToken is for another contact', [
        { field: 'verificationToken', description: 'contact does not equal filterValue' },
      ]);
    }
    return;
  }
  if (body.oidcToken && type === 'OTP_TYPE_EMAIL') {
    const token = await verifyOidcToken(ctx, config, body.oidcToken);
    if (token.emailVerified && token.email === contact) return;
    throw ServiceError.unauthenticated('oidcToken does not carry this verified e-mail', [
      { field: 'oidcToken', description: 'email does not equal filterValue' },
    ]);
  }
  throw ServiceError.unauthenticated(
    'this organization requires a verificationToken for contact lookups',
    [{ field: 'verificationToken', description: 'is required' }],
  );
}

/**
 * `/v1/account`: the sub-organization (of this configuration's organization) matching the
 * filter, or `{}` (spec: no match is not an error). A read, answered by the proxy from the
 * service's records; it creates nothing and logs nobody in.
 */
export async function lookupAccount(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  body: ProxyBody<'account'>,
): Promise<ProxyResponse<'account'>> {
  const contactType = CONTACT_TYPES[body.filterType];
  if (contactType) {
    const contact = normalizeContact(contactType, body.filterValue, 'filterValue');
    if (config.requireVerificationTokenForAccountLookup) {
      await requireContactProof(ctx, config, body, contactType, contact);
    }
    // Accounts that proved the contact come first; with a verification token in hand (the OTP
    // flow), only those count, so the owner of an address someone else claimed unverified is
    // sent to signup rather than to an account that is not theirs.
    const verified = verifiedUsersWithContact(ctx, config.organizationId, contactType, contact);
    const user =
      verified[0] ??
      (body.verificationToken === undefined
        ? usersWithContact(ctx, config.organizationId, contactType, contact)[0]
        : undefined);
    return user ? { organizationId: user.organizationId } : {};
  }
  if (body.filterType === 'OIDC_TOKEN') {
    const token = await verifyOidcToken(ctx, config, body.filterValue, 'filterValue');
    // An identity social linking would join to an e-mail account reports that account: the
    // login that names it links the two (identity/autoLink.ts).
    const found = linkedProviders(ctx, config, token)[0] ?? linkableUser(ctx, config, token);
    return found ? { organizationId: found.organizationId } : {};
  }
  if (body.filterType === 'CREDENTIAL_ID') {
    const found = ctx.store
      .find('authenticator', 'credentialId', body.filterValue)
      .find((a) => isOurs(ctx, config, a.organizationId));
    return found ? { organizationId: found.organizationId } : {};
  }
  const found = ctx.store
    .find('credential', 'publicKey', body.filterValue.toLowerCase())
    .find((c) => isOurs(ctx, config, c.organizationId));
  return found ? { organizationId: found.organizationId } : {};
}
