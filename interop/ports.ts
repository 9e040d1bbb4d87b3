/**
 * Ports of the interop suite, overridable so that two checkouts on one machine can run side by
 * side: the page's dev server (also the same-origin sandbox's public origin), the sandbox behind
 * it, the cross-origin sandbox the page calls directly, and the production React kit's sandbox.
 */
export const INTEROP_APP_PORT = Number(process.env.E2E_INTEROP_APP_PORT ?? 45_180);
export const INTEROP_SANDBOX_PORT = Number(process.env.E2E_INTEROP_SANDBOX_PORT ?? 48_790);
export const INTEROP_CROSS_PORT = Number(process.env.E2E_INTEROP_CROSS_PORT ?? 48_791);
/** The production React kit's sandbox: by default the port after the cross-origin one. */
export const INTEROP_KIT_PORT = Number(process.env.E2E_INTEROP_KIT_PORT ?? INTEROP_CROSS_PORT + 1);

export const APP_ORIGIN = `http://localhost:${INTEROP_APP_PORT}`;
export const CROSS_ORIGIN = `http://localhost:${INTEROP_CROSS_PORT}`;
export const KIT_SANDBOX_ORIGIN = `http://localhost:${INTEROP_KIT_PORT}`;
