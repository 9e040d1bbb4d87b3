import { queryPath, submitPath } from 'embedded-wallet-kit/protocol/internal';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSandbox, submitBody } from '../../../test/support/sandbox/index.js';
import type { Sandbox } from '../createSandbox.js';
import { stampWithProxyKey } from '../proxy/proxyKey/stampWithProxyKey.js';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** A request stamped with the auth proxy's own key, as the proxy itself would send it. */
function proxyStamped(s: Sandbox, path: string, body: unknown): Request {
  const text = JSON.stringify(body);
  const config = s.context.store.list('proxyConfig')[0];
  if (!config) throw new Error('no proxy config seeded');
  return new Request(`${s.bootstrap.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-stamp': stampWithProxyKey(s.context.store, config, text),
    },
    body: text,
  });
}

describe('the auth proxy key on the public signed API', () => {
  it('may not submit public operations of the parent organization', async () => {
    sandbox = await createTestSandbox();
    const body = submitBody('create_user_tag', sandbox.bootstrap.organizationId, {
      userTagName: 'by-proxy',
      userIds: [],
    });
    const response = await sandbox.handler(
      proxyStamped(sandbox, submitPath('create_user_tag'), body),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 7 });
  });

  it('may not read through queries', async () => {
    sandbox = await createTestSandbox();
    const response = await sandbox.handler(
      proxyStamped(sandbox, queryPath('list_webhook_endpoints'), {
        organizationId: sandbox.bootstrap.organizationId,
      }),
    );
    expect(response.status).toBe(403);
  });
});
