import { describe, expect, it } from 'vitest';
import type { RemoteKitConfig } from '../walletKit.js';
import { sessionLifetime } from './sessionLifetime.js';

/** What sessionLifetime reads of a kit: the app's option and the proxy configuration. */
const kitWith = (asked: number | undefined, config: Partial<RemoteKitConfig> | Error) => {
  let requests = 0;
  return {
    kit: {
      options: { sessionExpirationSeconds: asked } as never,
      remoteConfig: async () => {
        requests += 1;
        if (config instanceof Error) throw config;
        return config as RemoteKitConfig;
      },
    },
    requests: () => requests,
  };
};

describe('sessionLifetime (issue 29 item 6)', () => {
  it.each([
    ['the configuration’s, when the app asks nothing', undefined, '900', '900'],
    ['the app’s, when shorter', 300, '900', '300'],
    ['never more than the configuration’s', 31_536_000, '900', '900'],
    ['the configuration’s, when it changed', undefined, '3600', '3600'],
  ])('is %s', async (_, asked, configured, expected) => {
    const { kit, requests } = kitWith(asked, { sessionExpirationSeconds: configured });
    expect(await sessionLifetime(kit)).toBe(expected);
    expect(requests()).toBe(1);
  });

  it.each([
    ['the app’s', 300, '300'],
    ['the service’s default (nothing asked)', undefined, undefined],
  ])('without the configuration (its request failed) is %s', async (_, asked, expected) => {
    const { kit } = kitWith(asked, new Error('offline'));
    expect(await sessionLifetime(kit)).toBe(expected);
  });

  it('ignores a configuration lifetime that is no positive number', async () => {
    const { kit } = kitWith(600, { sessionExpirationSeconds: 'soon' });
    expect(await sessionLifetime(kit)).toBe('600');
  });
});
