import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitFor, type Sandbox, startSandbox } from '../../support/sandboxKit.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('createWalletKit: remoteConfig', () => {
  it('shares one request, and a caller that gives up does not fail the others', async () => {
    let requests = 0;
    const kit = kitFor(sandbox, {
      fetch: (input, init) => {
        requests++;
        return sandbox.handler(new Request(input, init));
      },
    });
    const quitter = new AbortController();
    const first = kit.remoteConfig({ signal: quitter.signal });
    const second = kit.remoteConfig();
    // React StrictMode: the first subscriber unmounts at once.
    quitter.abort();
    await expect(first).rejects.toMatchObject({ code: 'ABORTED' });
    const config = await second;
    expect(config.organizationId).toBe(sandbox.bootstrap.organizationId);
    expect(config.enabledProviders).toContain('email');
    await kit.remoteConfig();
    expect(requests).toBe(1);
    kit.destroy();
  });
});
