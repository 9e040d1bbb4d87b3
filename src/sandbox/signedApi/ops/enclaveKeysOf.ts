import type { EnclaveKeys } from '../../enclave/index.js';
import type { SandboxContext } from '../../SandboxContext.js';

/**
 * The enclave keys of a sandbox. Handlers receive the context with its keys untyped (the
 * context type does not depend on the enclave module); createSandbox always loads EnclaveKeys.
 */
export const enclaveKeysOf = (ctx: SandboxContext): EnclaveKeys => ctx.keys as EnclaveKeys;
