import { devInfo } from '../sandbox/dev/devInfo.js';
import { createSandbox, type SandboxOptions } from '../sandbox/index.js';
import { inProcessFetch } from './inProcessFetch.js';
import type { TestSandbox } from './testSandbox.js';

/**
 * Creates a sandbox inside this process with a fresh in-memory store, reached without a socket:
 * its `fetch` hands every request to the sandbox's `handler(Request)`. The fastest choice for
 * Node tests of code that takes a `fetch` (the kit does).
 */
export async function createInProcessSandbox(
  options: Omit<SandboxOptions, 'dataDir' | 'memory'> = {},
): Promise<TestSandbox> {
  const sandbox = await createSandbox({ ...options, memory: true });
  const url = sandbox.bootstrap.baseUrl;
  return {
    url,
    fetch: inProcessFetch(sandbox),
    info: devInfo(sandbox.bootstrap),
    bootstrap: sandbox.bootstrap,
    sandbox,
    close: () => sandbox.close(),
  };
}
