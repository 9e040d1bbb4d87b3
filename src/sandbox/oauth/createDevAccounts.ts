import { createHash } from 'node:crypto';
import type { DevOAuthIdentity } from './devOAuthTypes.js';

/**
 * The people who signed in to the dev provider. Nothing is verified: whoever types a name and an
 * e-mail address becomes that person (DEV ONLY).
 */
export interface DevAccounts {
  /** Records (or updates the name of) the person with this e-mail; returns their identity. */
  remember(input: { name: string; email: string }): DevOAuthIdentity;
  find(sub: string): DevOAuthIdentity | undefined;
  clear(): void;
}

export function createDevAccounts(): DevAccounts {
  const bySub = new Map<string, DevOAuthIdentity>();
  return {
    remember: ({ name, email }) => {
      const normalized = email.trim().toLowerCase();
      const identity = { sub: devSubForEmail(normalized), email: normalized, name: name.trim() };
      bySub.set(identity.sub, identity);
      return identity;
    },
    find: (sub) => bySub.get(sub),
    clear: () => bySub.clear(),
  };
}

/**
 * `sub` is derived from the e-mail, not random, so the sandbox's store (which links a user to
 * `iss` + `sub`, spec "OAuth provider parameters") still matches after the sandbox restarts and
 * this in-memory provider has forgotten everyone. OIDC Core 2 only asks that it be stable and
 * unique within the issuer, at most 255 ASCII characters.
 */
export function devSubForEmail(email: string): string {
  const digest = createHash('sha256')
    .update(`embedded-wallet-kit dev oauth sub:${email.trim().toLowerCase()}`, 'utf8')
    .digest('hex');
  return digest.slice(0, 32);
}
