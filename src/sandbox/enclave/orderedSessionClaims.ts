import type { SessionJwtClaims } from 'embedded-wallet-kit/protocol';

/** The session claims in a fixed order, optional ones only when set. */
export function orderedSessionClaims(claims: SessionJwtClaims): SessionJwtClaims {
  const ordered: SessionJwtClaims = {
    exp: claims.exp,
    public_key: claims.public_key,
    session_type: claims.session_type,
    user_id: claims.user_id,
    organization_id: claims.organization_id,
  };
  if (claims.session_profile_id !== undefined)
    ordered.session_profile_id = claims.session_profile_id;
  if (claims.scope !== undefined) ordered.scope = claims.scope;
  return ordered;
}
