import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { DevOAuthPublicJwk } from './devOAuthTypes.js';

/** The algorithm of every token the dev provider signs. */
export const DEV_SIGNING_ALG = 'ES256';

/**
 * A fresh ES256 key for the dev provider's tokens (per process: a restart invalidates earlier
 * tokens, as a key rotation would), its key id the RFC 7638 thumbprint.
 */
export async function createSigningKey(): Promise<{
  privateJwk: Record<string, unknown>;
  publicJwk: DevOAuthPublicJwk;
}> {
  const { privateKey, publicKey } = await generateKeyPair(DEV_SIGNING_ALG, { extractable: true });
  const publicParts = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicParts);
  const publicJwk: DevOAuthPublicJwk = {
    kty: publicParts.kty,
    crv: publicParts.crv,
    x: publicParts.x,
    y: publicParts.y,
    kid,
    alg: DEV_SIGNING_ALG,
    use: 'sig',
  };
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: DEV_SIGNING_ALG, use: 'sig' },
    publicJwk,
  };
}
