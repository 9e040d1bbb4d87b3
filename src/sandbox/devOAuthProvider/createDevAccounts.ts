import { createHash } from 'node:crypto';
import type { DevOAuthIdentity } from './devOAuthTypes.js';

/**
 * The people who signed in to the dev provider. Nothing is checked: whoever types a name and an
 * e-mail address becomes that person (DEV ONLY); the e-mail counts as verified only when the
 * person ticked the page's box, so an app sees both cases a real provider gives.
 */
export interface DevAccounts {
  /** Records (or updates the name of) the person with this e-mail; returns their identity. */
  remember(input: { name: string; email: string; emailVerified: boolean }): DevOAuthIdentity;
  find(sub: string): DevOAuthIdentity | undefined;
  clear(): void;
}

export function createDevAccounts(): DevAccounts {
  const bySub = new Map<string, DevOAuthIdentity>();
  return {
    remember: ({ name, email, emailVerified }) => {
      const normalized = email.trim().toLowerCase();
      const identity = {
        sub: devSubForEmail(normalized),
        email: normalized,
        name: name.trim(),
        emailVerified,
      };
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
