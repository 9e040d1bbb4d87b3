import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../test/support/core/manualClock.js';
import { proxyOperations } from '../../protocol/operations.js';
import { createTransport } from '../transport/createTransport.js';
import { camelCase } from './camelCase.js';
import { createAuthProxyClient } from './createAuthProxyClient.js';

function setup(answer: () => Promise<Response> | Response) {
  const clock = createManualClock();
  const sent: { url: string; init: RequestInit }[] = [];
  const client = createAuthProxyClient({
    authProxyUrl: 'https://proxy.test/',
    authProxyConfigId: 'cfg-1',
    transport: createTransport({
      clock,
      random: () => 0,
      fetch: async (url, init) => {
        sent.push({ url, init });
        return answer();
      },
    }),
  });
  return { client, sent, clock };
}

describe('createAuthProxyClient', () => {
  it('has one camelCase method per proxy operation', () => {
    const { client } = setup(() => Response.json({}));
    expect(Object.keys(proxyOperations)).toHaveLength(9);
    for (const op of Object.keys(proxyOperations)) {
      expect(typeof (client as unknown as Record<string, unknown>)[camelCase(op)]).toBe('function');
    }
    expect(camelCase('oauth2_authenticate')).toBe('oauth2Authenticate');
    expect(camelCase('otp_init_v2')).toBe('otpInitV2');
    expect(client.otpInitV2.name).toBe('otpInitV2');
  });

  it('refuses an operation the table does not have, before sending', async () => {
    const { client, sent } = setup(() => Response.json({}));
    await expect(client.call('otp_init_v9' as never, {} as never)).rejects.toMatchObject({
      name: 'ProxyError',
      code: 'INVALID_ARGUMENT',
    });
    expect(sent).toHaveLength(0);
  });

  it('POSTs to /v1/<op> with the config id header', async () => {
    const { client, sent } = setup(() =>
      Response.json({ otpId: 'o', otpEncryptionTargetBundle: 'b' }),
    );
    const out = await client.otpInitV2({ otpType: 'OTP_TYPE_EMAIL', contact: 'a@b.c' });
    expect(out.otpId).toBe('o');
    expect(sent[0]?.url).toBe('https://proxy.test/v1/otp_init_v2');
    expect(
      (sent[0]?.init.headers as Record<string, string> | undefined)?.['X-Auth-Proxy-Config-ID'],
    ).toBe('cfg-1');
  });

  it('validates before sending', async () => {
    const { client, sent } = setup(() => Response.json({}));
    await expect(
      client.otpInitV2({ otpType: 'OTP_TYPE_FAX', contact: 'x' } as never),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', details: { field: 'otpType' } });
    expect(sent).toHaveLength(0);
  });

  it('retries idempotent reads but never a code-sending or account-creating call', async () => {
    const read = setup(() => Promise.reject(new TypeError('offline')));
    const pending = read.client.walletKitConfig({}).catch((e: unknown) => e);
    while (await read.clock.next()) {}
    expect(await pending).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(read.sent).toHaveLength(3);

    const write = setup(() => Promise.reject(new TypeError('offline')));
    await expect(
      write.client.otpInitV2({ otpType: 'OTP_TYPE_EMAIL', contact: 'a@b.c' }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(write.sent).toHaveLength(1);
  });

  it('maps proxy errors to ProxyError with the gRPC code', async () => {
    const { client } = setup(() =>
      Response.json({ code: 8, message: 'too many codes', details: [] }, { status: 429 }),
    );
    await expect(
      client.otpInitV2({ otpType: 'OTP_TYPE_EMAIL', contact: 'a@b.c' }),
    ).rejects.toMatchObject({ name: 'ProxyError', code: 'RESOURCE_EXHAUSTED' });
  });
});
