import type { ApiKeyCurve } from 'embedded-wallet-kit/protocol';
import { existsField, invalidField } from '../fieldErrors.js';
import type { SandboxContext } from '../sandboxContext.js';
import { apiPublicKeyProblem } from './apiPublicKeyProblem.js';

/**
 * API keys about to be registered (a signup's, `create_api_keys`'s): each a key of its curve that
 * only its holder can sign for (`apiPublicKeyProblem`), none registered already
 * or listed twice (a key stamps as one user only, or a login would be ambiguous). Answers them
 * with their public keys in lower case; refuses naming `fieldOf(i)` before anything is stored.
 */
export function checkNewApiKeys<K extends { publicKey: string; curveType: ApiKeyCurve }>(
  ctx: SandboxContext,
  keys: readonly K[],
  fieldOf: (index: number) => string,
): K[] {
  const seen = new Set<string>();
  return keys.map((key, i) => {
    const publicKey = key.publicKey.toLowerCase();
    const problem = apiPublicKeyProblem(key.curveType, publicKey);
    if (problem) throw invalidField(fieldOf(i), problem);
    if (seen.has(publicKey) || ctx.store.findOne('credential', 'publicKey', publicKey)) {
      throw existsField(fieldOf(i), 'this key is already registered');
    }
    seen.add(publicKey);
    return { ...key, publicKey };
  });
}
