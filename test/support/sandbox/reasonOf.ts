/** Test support (no test runner import): what an action throws, as an `EnclaveError` reason. */
import { EnclaveError } from '../../../src/sandbox/enclave/enclaveError.js';

/**
 * The `reason` of the `EnclaveError` that `action` throws or rejects with; otherwise a string
 * naming what happened instead, so a raw library error fails the assertion visibly.
 */
export async function reasonOf(action: () => unknown): Promise<string> {
  try {
    await action();
  } catch (error) {
    return error instanceof EnclaveError ? error.reason : `not an EnclaveError: ${String(error)}`;
  }
  return 'no error';
}
