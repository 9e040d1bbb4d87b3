import type { EnclaveKeys } from '../enclave/index.js';
import type { SandboxContext } from '../SandboxContext.js';

/** The context's keys, typed (createSandbox always loads `EnclaveKeys`). */
export const enclaveKeys = (ctx: SandboxContext): EnclaveKeys => ctx.keys as EnclaveKeys;
