import { decodeAttestedStamp, parseJson } from 'embedded-wallet-kit/protocol/internal';
import { sha256Hex } from '../enclave/sha256Hex.js';
import { autoLink } from '../identity/autoLink.js';
import { checkVerificationToken } from '../identity/checkVerificationToken.js';
import { linkedProviders } from '../identity/linkedProviders.js';
import { usersWithContact, verifiedUsersWithContact } from '../identity/usersWithContact.js';
import { verifyOidcToken } from '../identity/verifyOidcToken.js';
import type { ProxyConfigRecord } from '../proxy/config/proxyRecords.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { Attestation } from './attestation.js';
import type { Caller } from './caller.js';
import { p256BodySignatureProblem } from './p256BodySignatureProblem.js';

const FIELD = 'X-Stamp-Attested.publicKeyAttestation';

/**
 * The organization the envelope names, and the proxy configuration that governs its logins
 * (its own, or its parent's for a sub-organization): the tokens were issued under it.
 */
function scopeOf(
  ctx: SandboxContext,
  body: string,
): { organizationId: string; config: ProxyConfigRecord } {
  const json = parseJson(body) as { organizationId?: unknown } | undefined;
  const organizationId = typeof json?.organizationId === 'string' ? json.organizationId : '';
  const org = organizationId ? ctx.store.get('organization', organizationId) : undefined;
  const owner = org?.parentOrganizationId ?? org?.id;
  const config = owner ? ctx.store.findOne('proxyConfig', 'organizationId', owner) : undefined;
  if (!org || !config) {
    throw ServiceError.unauthenticated(
      'X-Stamp-Attested: the envelope names no organization with logins by token',
    );
  }
  if (!config.enabled)
    throw ServiceError.denied('the auth proxy is disabled for this organization');
  return { organizationId, config };
}

/**
 * `X-Stamp-Attested` (wire-details, "Attested stamps"): the production client's login stamp.
 * The signature over the body is checked like an `X-Stamp`; the token is checked like its
 * `otp_login_v2` / `oauth_login` counterpart (signature, expiry, tenant, method enabled; the
 * OIDC nonce binding the key); the user is the one whose verified contact or linked identity the
 * token names, in the organization the envelope names or one of its sub-organizations. The
 * submit pipeline then admits the stamp for `stamp_login` only, which spends a verification
 * token as `otp_login_v2` does.
 */
export async function verifyAttestedStamp(
  ctx: SandboxContext,
  body: string,
  header: string,
): Promise<Caller> {
  const stamp = decodeAttestedStamp(header);
  if (!stamp) throw ServiceError.unauthenticated('malformed X-Stamp-Attested header');
  if (p256BodySignatureProblem(body, stamp.publicKey, stamp.signature) !== undefined) {
    throw ServiceError.unauthenticated('stamp signature does not verify');
  }
  const publicKey = stamp.publicKey.toLowerCase();
  const scope = scopeOf(ctx, body);
  const parentId = scope.config.organizationId;
  // The envelope may name the parent (any of its sub-organizations) or one sub-organization.
  const inScope = (u: { organizationId: string }) =>
    scope.organizationId === parentId || u.organizationId === scope.organizationId;
  const caller = (user: { id: string; organizationId: string }, attestation: Attestation) => ({
    userId: user.id,
    organizationId: user.organizationId,
    publicKey,
    scheme: stamp.scheme,
    signature: stamp.signature,
    attestation,
  });

  if (stamp.scheme === 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN') {
    const claims = await checkVerificationToken(
      ctx,
      scope.config,
      stamp.publicKeyAttestation,
      FIELD,
    );
    if (claims.public_key.toLowerCase() !== publicKey) {
      throw ServiceError.unauthenticated(`${FIELD}: the token does not attest this public key`, [
        { field: FIELD, description: 'public_key claim differs from the stamp publicKey' },
      ]);
    }
    const type = claims.verification_type;
    const user = verifiedUsersWithContact(ctx, parentId, type, claims.contact).filter(inScope)[0];
    if (!user && usersWithContact(ctx, parentId, type, claims.contact).some(inScope)) {
      throw ServiceError.precondition(
        'the account with this contact never verified it: sign in with the method it was created with',
      );
    }
    if (!user) throw ServiceError.notFound('no account for this contact: sign up first');
    return caller(user, { scheme: stamp.scheme, verificationTokenId: claims.id });
  }

  const token = await verifyOidcToken(ctx, scope.config, stamp.publicKeyAttestation, FIELD);
  if (token.nonce !== sha256Hex(publicKey)) {
    throw ServiceError.unauthenticated(`${FIELD}: nonce is not hex(sha256(publicKey))`, [
      { field: FIELD, description: 'nonce does not bind the stamp publicKey' },
    ]);
  }
  const link =
    linkedProviders(ctx, scope.config, token).filter(inScope)[0] ??
    autoLink(
      ctx,
      scope.config,
      token,
      scope.organizationId === parentId ? undefined : scope.organizationId,
    );
  if (!link) throw ServiceError.notFound('no account for this identity: sign up first');
  return caller({ id: link.userId, organizationId: link.organizationId }, { scheme: stamp.scheme });
}
