import {
  createSandbox,
  type Sandbox,
  type SandboxOptions,
} from '../../../src/sandbox/createSandbox.js';

/**
 * A fresh in-memory sandbox with the default features, for in-process tests (`handler(Request)`).
 */
export function createTestSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return createSandbox({ memory: true, ...options });
}
