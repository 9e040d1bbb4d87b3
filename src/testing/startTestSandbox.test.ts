import { describe, expect, it } from 'vitest';
import { readDevInfo } from './readDevInfo.js';
import { startTestSandbox } from './startTestSandbox.js';

describe('startTestSandbox', () => {
  it('serves a fresh sandbox over HTTP on a free port, and closes it', async () => {
    const sandbox = await startTestSandbox();
    try {
      expect(sandbox.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(sandbox.url).not.toBe('http://localhost:8787');
      const info = await readDevInfo(sandbox.url);
      expect(info.baseUrl).toBe(sandbox.url);
      expect(info.organizationId).toBe(sandbox.bootstrap.organizationId);
    } finally {
      await sandbox.close();
    }
    await expect(fetch(`${sandbox.url}/__dev/info`)).rejects.toThrow();
  });
});
