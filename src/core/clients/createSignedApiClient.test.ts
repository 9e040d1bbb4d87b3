import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../test/support/core/manualClock.js';
import { hexToBytes, utf8Encode } from '../../protocol/encoding.js';
import { decodeApiKeyStamp } from '../../protocol/stamp.js';
import { generateSessionKeyPair } from '../crypto/generateSessionKeyPair.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import { createTransport } from '../transport/createTransport.js';
import { createSignedApiClient } from './createSignedApiClient.js';

interface Sent {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** A service stand-in that checks every stamp with @noble/curves, as the server does. */
function fakeService(answer: (sent: Sent, n: number) => Response) {
  const sent: Sent[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const entry = {
      url,
      body: init.body as string,
      headers: init.headers as Record<string, string>,
    };
    sent.push(entry);
    const stamp = decodeApiKeyStamp(entry.headers['X-Stamp'] ?? '');
    const ok =
      stamp !== undefined &&
      p256.verify(
        hexToBytes(stamp.signature),
        sha256(utf8Encode(entry.body)),
        hexToBytes(stamp.publicKey),
        { prehash: false, format: 'der' },
      );
    if (!ok)
      return new Response(JSON.stringify({ code: 16, message: 'bad stamp' }), { status: 401 });
    return answer(entry, sent.length);
  };
  return { fetch, sent };
}

const activity = (resultKey: string, result: unknown) => ({
  activity: {
    id: 'a1',
    organizationId: 'org',
    status: 'ACTIVITY_STATUS_COMPLETED',
    type: 'T',
    intent: {},
    result: { [resultKey]: result },
    votes: [],
    fingerprint: 'f',
    canApprove: false,
    canReject: false,
    createdAt: { seconds: '0', nanos: '0' },
    updatedAt: { seconds: '0', nanos: '0' },
  },
});

async function setup(answer: (sent: Sent, n: number) => Response) {
  const clock = createManualClock(1_800_000_000_123);
  const service = fakeService(answer);
  const stamper = createSessionKeyStamper(await generateSessionKeyPair());
  const client = createSignedApiClient({
    baseUrl: 'https://api.test/',
    transport: createTransport({ fetch: service.fetch, clock, random: () => 0 }),
    stamper,
    organizationId: () => 'org-default',
    clock,
  });
  return { client, service, clock };
}

describe('createSignedApiClient', () => {
  it('has one camelCase method per submit and query operation of the table', async () => {
    const { client } = await setup(() => new Response('{}'));
    for (const name of [
      'earnDeposit',
      'stampLogin',
      'createAuthenticators',
      'getBootProof',
      'listEarnVaults',
    ]) {
      expect(typeof (client as unknown as Record<string, unknown>)[name]).toBe('function');
    }
    // Not a thenable; an operation the table does not have is refused, before anything is sent.
    expect((client as unknown as Record<string, unknown>).then).toBeUndefined();
    await expect(client.submit('earn_withdraw' as never, {} as never)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    await expect(client.query('list_everything' as never, {} as never)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });

  it('names its methods in stack traces: plain functions, not made at run time', async () => {
    const { client } = await setup(() => Response.json({ webhookEndpoints: [] }));
    expect(client.earnDeposit.name).toBe('earnDeposit');
    expect(client.listWebhookEndpoints.name).toBe('listWebhookEndpoints');
    expect(Object.getOwnPropertyDescriptor(client, 'earnDeposit')?.value).toBe(client.earnDeposit);
  });

  it('stamps exactly the body it sends: the envelope of the table, typed result read out', async () => {
    const { client, service } = await setup(() =>
      Response.json(activity('earnDepositResult', { depositRequestId: 'dep-1' })),
    );
    const out = await client.earnDeposit(
      { wrapperAddress: '0xw', signWith: '0xs', assets: '100', chainCaip2: 'eip155:1' },
      { organizationId: 'org-1', generateAppProofs: true },
    );
    expect(out.result.depositRequestId).toBe('dep-1');
    expect(out.appProofs).toEqual([]);
    const [sent] = service.sent;
    expect(sent?.url).toBe('https://api.test/public/v1/submit/earn_deposit');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      type: 'ACTIVITY_TYPE_EARN_DEPOSIT',
      timestampMs: '1800000000123',
      organizationId: 'org-1',
      parameters: { wrapperAddress: '0xw', signWith: '0xs', assets: '100', chainCaip2: 'eip155:1' },
      generateAppProofs: true,
    });
  });

  it('uses the default organization when the call names none', async () => {
    const { client, service } = await setup(() =>
      Response.json(activity('createUserTagResult', { userTagId: 't', userIds: [] })),
    );
    await client.submit('create_user_tag', { userTagName: 'vip', userIds: [] });
    expect(JSON.parse(service.sent[0]?.body ?? '').organizationId).toBe('org-default');
  });

  it('resends a submit byte for byte (same stamp) after a network failure', async () => {
    let calls = 0;
    const clock = createManualClock();
    const stamper = createSessionKeyStamper(await generateSessionKeyPair());
    const sent: { body: string; stamp: string }[] = [];
    const client = createSignedApiClient({
      baseUrl: 'https://api.test',
      transport: createTransport({
        clock,
        random: () => 0,
        fetch: async (_url, init) => {
          const headers = init.headers as Record<string, string>;
          sent.push({ body: init.body as string, stamp: headers['X-Stamp'] ?? '' });
          calls += 1;
          if (calls === 1) throw new TypeError('network down');
          return Response.json(activity('deleteWebhookEndpointResult', { endpointId: 'e' }));
        },
      }),
      stamper,
      clock,
    });
    const pending = client.deleteWebhookEndpoint({ endpointId: 'e' }, { organizationId: 'o' });
    while (calls < 2) await clock.next();
    await expect(pending).resolves.toMatchObject({ result: { endpointId: 'e' } });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('refuses invalid parameters before signing or sending, naming the field', async () => {
    const { client, service } = await setup(() => new Response('{}'));
    const error = await client
      .earnDeployWrapper(
        { vaultAddress: 'v', chainCaip2: 'eip155:1', clientFeeBps: '4001', clientFeeWallet: 'w' },
        { organizationId: 'o' },
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'INVALID_ARGUMENT',
      details: { field: 'parameters.clientFeeBps' },
    });
    const missing = await client
      .submit('earn_deposit', { wrapperAddress: 'w' } as never, { organizationId: 'o' })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({
      code: 'INVALID_ARGUMENT',
      details: { field: 'parameters.signWith' },
    });
    expect(service.sent).toHaveLength(0);
  });

  it('refuses generateAppProofs where the envelope does not take it', async () => {
    const { client } = await setup(() => new Response('{}'));
    await expect(
      client.createSessionProfile(
        { sessionProfileName: 'p', scope: 's' },
        { organizationId: 'o', generateAppProofs: true },
      ),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', details: { field: 'generateAppProofs' } });
  });

  it('queries send the flat body, stamped, and answer the response', async () => {
    const { client, service } = await setup(() => Response.json({ webhookEndpoints: [] }));
    const out = await client.listWebhookEndpoints({ organizationId: 'o' });
    expect(out).toEqual({ webhookEndpoints: [] });
    expect(service.sent[0]?.url).toBe('https://api.test/public/v1/query/list_webhook_endpoints');
    expect(service.sent[0]?.body).toBe('{"organizationId":"o"}');
  });

  it('a per-call stamper replaces the default one', async () => {
    const { client, service } = await setup(() => Response.json({ webhookEndpoints: [] }));
    const other = await generateSessionKeyPair();
    await client.listWebhookEndpoints(
      { organizationId: 'o' },
      { stamper: createSessionKeyStamper(other) },
    );
    const stamp = decodeApiKeyStamp(service.sent[0]?.headers['X-Stamp'] ?? '');
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', other.publicKey));
    expect(stamp?.publicKey.slice(2)).toBe(Buffer.from(raw.subarray(1, 33)).toString('hex'));
  });

  it('surfaces the service error code as a SignedApiError', async () => {
    const { client } = await setup(() =>
      Response.json({ code: 9, message: 'vault not deployed', details: [] }, { status: 412 }),
    );
    await expect(
      client.earnDeposit(
        { wrapperAddress: 'w', signWith: 's', assets: '1', chainCaip2: 'eip155:1' },
        { organizationId: 'o' },
      ),
    ).rejects.toMatchObject({
      name: 'SignedApiError',
      code: 'FAILED_PRECONDITION',
      shortMessage: 'vault not deployed',
    });
  });
});
