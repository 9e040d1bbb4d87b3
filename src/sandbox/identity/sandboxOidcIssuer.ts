import { createHash } from 'node:crypto';
import type { JWK } from 'jose';
import { generateP256KeyPair, type P256KeyPair } from '../enclave/index.js';
import { privateJwk, publicJwk } from '../enclave/p256Jwk.js';
import type { SandboxContext } from '../sandboxContext.js';
import { getSecretMeta, setSecretMeta } from '../store/sealedMeta.js';

const META_KEY = 'proxyOidcIssuerKey';

export interface SandboxOidcIssuer {
  /** `iss` of the tokens `oauth2_authenticate` issues: the sandbox's base URL. */
  issuer: string;
  kid: string;
  privateJwk: JWK;
  /** What `${baseUrl}/.well-known/jwks.json` serves. */
  jwks: { keys: JWK[] };
}

/**
 * The sandbox as an OIDC issuer for OAuth 2.0-only providers (wire-details, "OAuth": the service
 * exchanges the code and issues its own OIDC token). Its ES256 key is made once and kept in the
 * store (sealed), so tokens and the JWKS survive restarts.
 */
export function sandboxOidcIssuer(ctx: SandboxContext): SandboxOidcIssuer {
  // Sealed at rest (store/sealedMeta.ts).
  let saved = getSecretMeta(ctx.store, META_KEY);
  if (!saved) {
    saved = JSON.stringify(generateP256KeyPair());
    setSecretMeta(ctx.store, META_KEY, saved);
  }
  const key = JSON.parse(saved) as P256KeyPair;
  // RFC 7638-style stable id: a digest of the public key.
  const kid = createHash('sha256').update(key.publicKey, 'hex').digest('base64url').slice(0, 16);
  return {
    issuer: ctx.settings.baseUrl,
    kid,
    privateJwk: { ...privateJwk(key), kid, alg: 'ES256' },
    jwks: { keys: [{ ...publicJwk(key.publicKey), kid, alg: 'ES256', use: 'sig' }] },
  };
}
