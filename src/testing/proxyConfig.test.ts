import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessSandbox } from './createInProcessSandbox.js';
import { patchProxyConfig, readProxyConfig } from './proxyConfig.js';
import type { TestSandbox } from './testSandbox.js';

describe('readProxyConfig / patchProxyConfig', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createInProcessSandbox();
  });
  afterAll(() => sandbox.close());

  it('reads the seeded configuration and changes the session lifetime', async () => {
    const before = await readProxyConfig(sandbox);
    expect(before.configId).toBe(sandbox.info.authProxyConfigId);
    expect(before.sessionExpirationSeconds).toBe(900);
    const after = await patchProxyConfig(sandbox, { sessionExpirationSeconds: 5 });
    expect(after.sessionExpirationSeconds).toBe(5);
    expect((await readProxyConfig(sandbox)).sessionExpirationSeconds).toBe(5);
  });

  it('reports a refused change with the sandbox message', async () => {
    await expect(patchProxyConfig(sandbox, { otpLength: 4 })).rejects.toThrow(/HTTP 400/);
  });
});
