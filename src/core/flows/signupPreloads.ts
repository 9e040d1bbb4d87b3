/**
 * The lazy chunks a signup's checks need, loaded on demand (most logins never sign up) and
 * preloaded as soon as a login turns out to be a signup, so they arrive while `signup_v2` is in
 * flight rather than after it.
 *
 * Hook point: a new verifier a signup needs (the attestation verifier of the app-proof check)
 * adds its loader here, with the very `import()` its user calls (bundlers make one chunk of the
 * same specifier, so preloading it and using it fetch it once).
 */
export const signupPreloads: (() => Promise<unknown>)[] = [() => import('./verifyWalletProofs.js')];

/** Starts loading every chunk of `signupPreloads`; failures are left to the real use. */
export function preloadSignupChunks(): void {
  for (const load of signupPreloads) load().catch(() => {});
}
