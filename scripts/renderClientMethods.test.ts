import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderClientMethods } from './renderClientMethods.js';

describe('generated client methods', () => {
  const files = renderClientMethods();

  it.each(files.map((f) => [f.path, f.text] as const))(
    '%s is what the operation table generates (run `npm run clients` after changing the table)',
    (path, text) => {
      expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(text);
    },
  );

  it('names each operation once, as a plain function calling it by its wire name', () => {
    const [signed, proxy] = files.map((f) => f.text);
    expect(signed).toContain(
      "earnDeposit: (params, options) => submit('earn_deposit', params, options),",
    );
    expect(signed).toContain(
      "listWebhookEndpoints: (body, options) => query('list_webhook_endpoints', body, options),",
    );
    expect(proxy).toContain("otpInitV2: (body, options) => call('otp_init_v2', body, options),");
  });
});
