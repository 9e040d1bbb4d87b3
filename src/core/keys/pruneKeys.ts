import type { KeyStore } from './keyStore.js';

/**
 * Deletes the keys that no session uses (wire-details: keys are "deleted at logout and when
 * their session is gone"). Keys younger than `graceMs` are kept: they may belong to a login in
 * progress, in this tab (a redirect away and back) or another.
 */
export async function pruneKeys(
  keyStore: KeyStore,
  keep: string | undefined,
  now: number,
  graceMs: number,
): Promise<void> {
  for (const publicKey of await keyStore.list()) {
    if (publicKey === keep) continue;
    const entry = await keyStore.get(publicKey);
    if (!entry || now - entry.createdAt >= graceMs) await keyStore.delete(publicKey);
  }
}
