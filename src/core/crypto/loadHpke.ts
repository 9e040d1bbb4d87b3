type HpkeModule = typeof import('./hpkeBaseMode.js');

let loading: Promise<HpkeModule> | undefined;

/**
 * HPKE (`hpkeBaseMode.ts`), loaded on first use with a dynamic import: only OTP verification,
 * export and import need it, so bundlers split it into a chunk of its own and the core entry
 * stays under its budget. `initOtp` preloads it while the user types the code. A failed load is
 * forgotten, so the next use tries again.
 */
export function loadHpke(): Promise<HpkeModule> {
  loading ??= import('./hpkeBaseMode.js').catch((cause: unknown) => {
    loading = undefined;
    throw cause;
  });
  return loading;
}
