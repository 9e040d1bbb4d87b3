import {
  ATTESTED_STAMP_HEADER,
  PROXY_CONFIG_HEADER,
  STAMP_HEADER,
} from 'embedded-wallet-kit/protocol';
import { CAPTCHA_TOKEN_HEADER, CLIENT_VERSION_HEADER } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../test/support/sandbox/index.js';
import type { Sandbox } from './createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const APP_ORIGIN = 'http://127.0.0.1:45312';

/** The names a preflight allows, lowercased (Fetch compares them case-insensitively). */
const allowedHeaders = (response: Response): string[] =>
  (response.headers.get('access-control-allow-headers') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

const preflight = (url: string, requested: string[]) =>
  sandbox.handler(
    new Request(url, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': requested.join(','),
      },
    }),
  );

describe('CORS for the production clients', () => {
  // What `@turnkey/core` 2.5 and 2.8 send to the signed API (sdk-client-base `request`,
  // `sendSignedRequest`): the stamps, in their own spellings, and X-Client-Version.
  const signedApiHeaders = [
    'Content-Type',
    CLIENT_VERSION_HEADER,
    STAMP_HEADER,
    'X-Stamp-Webauthn',
    'X-Stamp-WebAuthn',
    ATTESTED_STAMP_HEADER,
  ];

  it('lets every header the production client sends through the signed API preflight', async () => {
    for (const path of ['/public/v1/submit/stamp_login', '/public/v1/query/whoami']) {
      const response = await preflight(`${sandbox.bootstrap.baseUrl}${path}`, signedApiHeaders);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      for (const name of signedApiHeaders) {
        expect(allowedHeaders(response)).toContain(name.toLowerCase());
      }
    }
  });

  it('answers a cross-origin signed API error readably (CORS on failures too)', async () => {
    const response = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/public/v1/query/whoami`, {
        method: 'POST',
        headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ organizationId: sandbox.bootstrap.organizationId }),
      }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets the production headers through the proxy preflight, for allowed origins only', async () => {
    const proxyHeaders = [
      'Content-Type',
      PROXY_CONFIG_HEADER,
      CLIENT_VERSION_HEADER,
      CAPTCHA_TOKEN_HEADER,
    ];
    const url = `${sandbox.bootstrap.authProxyUrl}/v1/otp_init_v2`;
    const open = await preflight(url, proxyHeaders);
    expect(open.status).toBe(204);
    expect(open.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    for (const name of proxyHeaders) expect(allowedHeaders(open)).toContain(name.toLowerCase());
    // The proxy keeps its allowed-origins rule.
    const patch = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}/__dev/proxy-config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ allowedOrigins: ['http://127.0.0.1:45313'] }),
      }),
    );
    expect(patch.status).toBe(200);
    const refused = await preflight(url, proxyHeaders);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
