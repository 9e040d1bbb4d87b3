import { describe, expect, it } from 'vitest';
import { KitError } from './errors/kitError.js';
import { sandboxConfig } from './sandboxConfig.js';

const kitConfig = {
  authProxyUrl: 'http://localhost:8787',
  authProxyConfigId: 'cfg',
  baseUrl: 'http://localhost:8787',
  organizationId: 'org',
  trustedKeys: {
    tlsFetcher: '04aa',
    signer: '04bb',
    notarizer: '04cc',
    attestationRootCertificate: 'PEM',
  },
  oauth: { authorizationUrls: { google: 'http://localhost:8787/oauth/auth' } },
};
const expected = {
  authProxyUrl: 'http://localhost:8787',
  authProxyConfigId: 'cfg',
  baseUrl: 'http://localhost:8787',
  organizationId: 'org',
  trustedKeys: kitConfig.trustedKeys,
  oauth: { authorizationUrls: { google: 'http://localhost:8787/oauth/auth' } },
};

describe('sandboxConfig', () => {
  it('reads /__dev/info, its kitConfig, or either as JSON text', () => {
    const info = { ...kitConfig, userId: 'u', seed: {}, kitConfig };
    expect(sandboxConfig(info)).toEqual(expected);
    expect(sandboxConfig(kitConfig)).toEqual(expected);
    expect(sandboxConfig(JSON.stringify(info))).toEqual(expected);
    expect(sandboxConfig(JSON.stringify(kitConfig))).toEqual(expected);
  });

  it('keeps only the kit settings (nothing else of the info reaches the kit)', () => {
    const config = sandboxConfig({ ...kitConfig, apiKey: { apiKeyId: 'k' } } as never);
    expect(Object.keys(config).sort()).toEqual(Object.keys(expected).sort());
  });

  it('says how to get the value when it is missing or not a sandbox config', () => {
    for (const source of [
      undefined,
      null,
      '',
      'not json',
      '[]',
      '{}',
      { ...kitConfig, trustedKeys: { tlsFetcher: '04' } },
      { ...kitConfig, organizationId: '' },
    ]) {
      let thrown: unknown;
      try {
        sandboxConfig(source as never);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(source)).toBeInstanceOf(KitError);
      expect((thrown as KitError).code).toBe('INVALID_ARGUMENT');
      expect((thrown as KitError).message).toContain('--write-env .env.local');
    }
  });
});
