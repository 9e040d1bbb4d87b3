import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessSandbox } from './createInProcessSandbox.js';
import { readDevInfo } from './readDevInfo.js';
import { readInbox } from './readInbox.js';
import { readLastCode } from './readLastCode.js';
import type { TestSandbox } from './testSandbox.js';

describe('createInProcessSandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createInProcessSandbox();
  });
  afterAll(() => sandbox.close());

  it('serves /__dev/info through its own fetch, without private keys', async () => {
    const info = await readDevInfo(sandbox);
    expect(info.organizationId).toBe(sandbox.bootstrap.organizationId);
    expect(info.trustedKeys).toEqual(sandbox.bootstrap.trustedKeys);
    expect(JSON.stringify(info)).not.toContain(sandbox.bootstrap.apiKey.privateKey);
    expect(sandbox.info).toEqual(info);
  });

  it('starts with an empty inbox, and readLastCode says so', async () => {
    expect(await readInbox(sandbox)).toEqual([]);
    await expect(readLastCode(sandbox, 'nobody@example.com')).rejects.toThrow(
      /no message to nobody@example.com/,
    );
  });

  it('gives every sandbox a fresh store', async () => {
    const other = await createInProcessSandbox();
    try {
      expect(other.info.organizationId).not.toBe(sandbox.info.organizationId);
    } finally {
      await other.close();
    }
  });
});
