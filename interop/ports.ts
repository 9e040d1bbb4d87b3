/**
 * Ports of the interop suite, overridable so that two checkouts on one machine can run side by
 * side: the page's dev server (also the same-origin sandbox's public origin), the sandbox behind
 * it, and the cross-origin sandbox the page calls directly.
 */
export const INTEROP_APP_PORT = Number(process.env.E2E_INTEROP_APP_PORT ?? 45_180);
export const INTEROP_SANDBOX_PORT = Number(process.env.E2E_INTEROP_SANDBOX_PORT ?? 48_790);
export const INTEROP_CROSS_PORT = Number(process.env.E2E_INTEROP_CROSS_PORT ?? 48_791);

export const APP_ORIGIN = `http://localhost:${INTEROP_APP_PORT}`;
export const CROSS_ORIGIN = `http://localhost:${INTEROP_CROSS_PORT}`;
