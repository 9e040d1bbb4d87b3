/**
 * Requests stamped by the production service's own published stamper (`@turnkey/api-key-stamper`,
 * in each of its runtimes) pass the sandbox's stamp check, and the same stamp on tampered bytes
 * does not: the sandbox reads `X-Stamp` exactly as production clients write it.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import type { ActivityResponse } from 'embedded-wallet-kit/protocol';
import { decodeApiKeyStamp, queryPath, submitPath } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, submitBody } from '../../../test/support/sandbox/index.js';
import type { Sandbox } from '../createSandbox.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const stamperFor = (runtime: 'node' | 'purejs' | 'browser') =>
  new ApiKeyStamper({
    apiPublicKey: sandbox.bootstrap.apiKey.publicKey,
    apiPrivateKey: sandbox.bootstrap.apiKey.privateKey,
    runtimeOverride: runtime,
  });

async function send(
  path: string,
  body: string,
  stamp: { stampHeaderName: string; stampHeaderValue: string },
) {
  return sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [stamp.stampHeaderName]: stamp.stampHeaderValue,
      },
      body,
    }),
  );
}

describe('@turnkey/api-key-stamper', () => {
  for (const runtime of ['node', 'purejs', 'browser'] as const) {
    it(`(${runtime} runtime) stamps queries and submits the sandbox accepts`, async () => {
      const stamper = stamperFor(runtime);
      const body = JSON.stringify({
        organizationId: sandbox.bootstrap.organizationId,
        apiKeyId: sandbox.bootstrap.apiKey.apiKeyId,
      });
      const stamp = await stamper.stamp(body);
      expect(stamp.stampHeaderName).toBe('X-Stamp');
      const query = await send(queryPath('get_api_key'), body, stamp);
      expect(query.status).toBe(200);

      const envelope = JSON.stringify(
        submitBody('create_session_profile', sandbox.bootstrap.organizationId, {
          sessionProfileName: `stamped by ${runtime}`,
          scope: 'read',
        }),
      );
      const submitted = await send(
        submitPath('create_session_profile'),
        envelope,
        await stamper.stamp(envelope),
      );
      expect(submitted.status).toBe(200);
      const { activity } = (await submitted.json()) as ActivityResponse;
      expect(activity.votes[0]?.publicKey).toBe(sandbox.bootstrap.apiKey.publicKey);
    });

    it(`(${runtime} runtime) is refused with 401 when the body is tampered with`, async () => {
      const stamper = stamperFor(runtime);
      const body = JSON.stringify({
        organizationId: sandbox.bootstrap.organizationId,
        apiKeyId: sandbox.bootstrap.apiKey.apiKeyId,
      });
      const stamp = await stamper.stamp(body);
      const tampered = body.replace(
        sandbox.bootstrap.apiKey.apiKeyId,
        '00000000-0000-0000-0000-000000000000',
      );
      const response = await send(queryPath('get_api_key'), tampered, stamp);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 16, details: [] });
      // One byte more (a trailing newline) is tampering too: the stamp covers the exact bytes.
      expect((await send(queryPath('get_api_key'), `${body}\n`, stamp)).status).toBe(401);
    });
  }

  it('has its high-S and low-S signatures alike accepted (its Node runtime makes both)', async () => {
    // OpenSSL signs with a random nonce and does not normalise S, so the same body gets a new
    // signature each time, and about half of them carry a high S.
    const stamper = stamperFor('node');
    const halfOrder = 0x7fffffff800000007fffffffffffffffde737d56d38bcf4279dce5617e3192a8n;
    const body = JSON.stringify({
      organizationId: sandbox.bootstrap.organizationId,
      apiKeyId: sandbox.bootstrap.apiKey.apiKeyId,
    });
    const seen = new Set<'high' | 'low'>();
    for (let i = 0; i < 200 && seen.size < 2; i++) {
      const stamp = await stamper.stamp(body);
      const decoded = decodeApiKeyStamp(stamp.stampHeaderValue)!;
      const s = sOfDer(decoded.signature);
      const kind = s > halfOrder ? 'high' : 'low';
      if (seen.has(kind)) continue;
      seen.add(kind);
      const response = await send(queryPath('get_api_key'), body, stamp);
      expect({ kind, status: response.status }).toEqual({ kind, status: 200 });
    }
    expect([...seen].sort()).toEqual(['high', 'low']);
  });
});

/** The S integer of a DER ECDSA signature (SEQUENCE { INTEGER r, INTEGER s }), hex in. */
function sOfDer(hex: string): bigint {
  const bytes = Buffer.from(hex, 'hex');
  const rLength = bytes[3]!;
  const sStart = 4 + rLength;
  const sLength = bytes[sStart + 1]!;
  return BigInt(`0x${bytes.subarray(sStart + 2, sStart + 2 + sLength).toString('hex')}`);
}
