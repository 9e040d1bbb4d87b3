import { devInfo } from '../sandbox/dev/devInfo.js';
import { type SandboxOptions, type StartSandboxOptions, startSandbox } from '../sandbox/index.js';
import type { TestSandbox } from './testSandbox.js';

export type StartTestSandboxOptions = Omit<StartSandboxOptions, 'dataDir' | 'memory'> &
  Pick<SandboxOptions, 'dataDir'>;

/**
 * Starts a sandbox on a free port (127.0.0.1) with a fresh in-memory store, for tests that need
 * a real HTTP server (a browser, another process). Pass `port` for a fixed one, `baseUrl` when
 * the browser reaches it through another origin, `dataDir` to keep the store on disk.
 */
export async function startTestSandbox(
  options: StartTestSandboxOptions = {},
): Promise<TestSandbox> {
  const { dataDir, ...rest } = options;
  const running = await startSandbox({
    port: 0,
    ...rest,
    ...(dataDir === undefined ? { memory: true } : { dataDir }),
  });
  return {
    url: running.url,
    fetch: globalThis.fetch,
    info: devInfo(running.bootstrap),
    bootstrap: running.bootstrap,
    sandbox: running.sandbox,
    close: () => running.close(),
  };
}
