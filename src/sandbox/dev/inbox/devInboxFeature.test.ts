import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestSandbox } from '../../../../test/support/sandbox/index.js';
import {
  inbox,
  ok,
  patchConfig,
  proxyCall,
} from '../../../../test/support/sandbox/proxyTestKit.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const send = (otpType: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS', contact: string) =>
  proxyCall(sandbox, 'otp_init_v2', { otpType, contact }).then(ok);

describe('dev inbox', () => {
  it('lists messages newest first, filtered by contact (a phone number too)', async () => {
    await send('OTP_TYPE_EMAIL', 'first@example.com');
    await send('OTP_TYPE_SMS', '+447700900123');
    await send('OTP_TYPE_EMAIL', 'First@Example.com');
    const all = await inbox(sandbox);
    expect(all.map((m) => m.to).slice(0, 3)).toEqual([
      'first@example.com',
      '+447700900123',
      'first@example.com',
    ]);
    expect(all[0]).toMatchObject({ channel: 'email' });
    expect(Date.parse(all[0]?.sentAt ?? '')).not.toBeNaN();
    expect((await inbox(sandbox, 'FIRST@example.com')).length).toBe(2);
    // An unencoded `+` arrives as a space; the inbox reads it back as the phone number.
    const raw = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/__dev/inbox?to=+447700900123`, {
        headers: { accept: 'application/json' },
      }),
    );
    const { messages } = (await raw.json()) as { messages: { channel: string }[] };
    expect(messages.map((m) => m.channel)).toEqual(['sms']);
  });

  it('escapes what it shows and is the only place a code appears', async () => {
    await patchConfig(sandbox, {
      otpLength: 9,
      otpAlphanumeric: true,
      emailCustomization: { appName: '<b>Bold</b> & Co' },
    });
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      }),
    );
    try {
      const init = await send('OTP_TYPE_EMAIL', 'secret@example.com');
      const [message] = await inbox(sandbox, 'secret@example.com');
      const code = message?.code ?? '';
      expect(code).toHaveLength(9);
      expect(JSON.stringify(init)).not.toContain(code);
      expect(logged.join('\n')).not.toContain(code);
      const rows = sandbox.context.store.db
        .prepare("SELECT kind, data FROM docs WHERE kind != 'inboxMessage'")
        .all() as {
        kind: string;
        data: string;
      }[];
      expect(rows.filter((r) => r.data.includes(code)).map((r) => r.kind)).toEqual([]);

      const html = await (
        await sandbox.handler(new Request(`${sandbox.bootstrap.baseUrl}/__dev/inbox`))
      ).text();
      expect(html).toContain('&#60;b&#62;Bold&#60;/b&#62; &#38; Co');
      expect(html).not.toContain('<b>Bold</b>');
    } finally {
      for (const spy of spies) spy.mockRestore();
      await patchConfig(sandbox, {
        otpLength: 6,
        otpAlphanumeric: false,
        emailCustomization: { appName: 'Sandbox' },
      });
    }
  });

  it('empties on DELETE', async () => {
    const response = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/__dev/inbox`, { method: 'DELETE' }),
    );
    expect(response.status).toBe(204);
    expect(await inbox(sandbox)).toEqual([]);
  });
});
