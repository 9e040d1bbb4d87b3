import { createWalletKit } from 'embedded-wallet-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessSandbox } from './createInProcessSandbox.js';
import { readInbox } from './readInbox.js';
import { readLastCode } from './readLastCode.js';
import { sandboxKitOptions } from './sandboxKitOptions.js';
import { signInWithOtp } from './signInWithOtp.js';
import type { TestSandbox } from './testSandbox.js';

describe('signInWithOtp (kit + in-process sandbox + dev inbox)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createInProcessSandbox();
  });
  afterAll(() => sandbox.close());

  it('signs a new e-mail user up, then logs the same user in again', async () => {
    const kit = createWalletKit(sandboxKitOptions(sandbox));
    try {
      const first = await signInWithOtp(kit, sandbox, { email: 'Grace@Example.com' });
      expect(first.created).toBe(true);
      expect(first.session.organizationId).not.toBe(sandbox.info.organizationId);
      expect(kit.session.getSnapshot().status).toBe('signedIn');

      const [sent] = await readInbox(sandbox, 'grace@example.com');
      expect(sent?.channel).toBe('email');
      await expect(
        readLastCode(sandbox, 'grace@example.com', { newerThan: sent?.id }),
      ).rejects.toThrow(/no new message/);

      const again = await signInWithOtp(kit, sandbox, { email: 'grace@example.com' });
      expect(again.created).toBe(false);
      expect(again.session.organizationId).toBe(first.session.organizationId);
      expect(again.session.userId).toBe(first.session.userId);
    } finally {
      kit.destroy();
    }
  });

  it('signs an SMS user up', async () => {
    const kit = createWalletKit(sandboxKitOptions(sandbox));
    try {
      const result = await signInWithOtp(kit, sandbox, { phoneNumber: '+15555550123' });
      expect(result.created).toBe(true);
      const [sent] = await readInbox(sandbox, '+15555550123');
      expect(sent?.channel).toBe('sms');
    } finally {
      kit.destroy();
    }
  });
});
