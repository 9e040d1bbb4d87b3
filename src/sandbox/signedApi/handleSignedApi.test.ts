import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { p256 } from '@noble/curves/nist.js';
import type { ActivityResponse, WireError } from 'embedded-wallet-kit/protocol';
import { STAMP_HEADER } from 'embedded-wallet-kit/protocol';
import {
  type AnyObjectSchema,
  bytesToHex,
  integerString,
  literalUnion,
  object,
  queryPath,
  string,
  submitPath,
} from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  devRecords,
  errorFields,
  query,
  stampedRequest,
  submit,
  submitBody,
} from '../../../test/support/sandbox/index.js';
import type { Sandbox } from '../createSandbox.js';
import { features } from '../features.js';
import { ServiceError } from '../serviceError.js';
import { type RunningSandbox, startSandbox } from '../startSandbox.js';
import type { SubmitRoute } from './submitRoute.js';

let sandbox: Sandbox;
// The sandbox's clock: liveness is tested by moving it, never by sleeping.
let clock = Date.now();

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
});
afterAll(() => sandbox.close());

const orgId = () => sandbox.bootstrap.organizationId;

/** A stamped submit of `op` sent through the handler, with the body text it was made from. */
function stampedSubmit(op: Parameters<typeof submitPath>[0], envelope: unknown) {
  const text = JSON.stringify(envelope);
  return { text, request: () => stampedRequest(sandbox, submitPath(op), text) };
}

async function wireError(response: Response): Promise<WireError & { status: number }> {
  const body = (await response.json()) as WireError;
  expect(typeof body.code).toBe('number');
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.details)).toBe(true);
  return { ...body, status: response.status };
}

/** A promise the test settles: steps are ordered by events, never by sleeping. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const fieldsOf = (error: WireError) =>
  error.details.map((d) => (d as { field?: unknown }).field).filter((f) => typeof f === 'string');

describe('timestampMs liveness', () => {
  const tag = (name: string, timestampMs: number) =>
    stampedSubmit('create_user_tag', {
      ...submitBody('create_user_tag', orgId(), { userTagName: name, userIds: [] }),
      timestampMs: String(timestampMs),
    });

  it('accepts requests up to 5 minutes old and up to 1 minute ahead', async () => {
    for (const [name, at] of [
      ['now', clock],
      ['five minutes old', clock - 5 * 60_000],
      ['one minute ahead', clock + 60_000],
    ] as const) {
      const response = await sandbox.handler(tag(name, at).request());
      expect(response.status, name).toBe(200);
    }
  });

  it('refuses an older request with 400 naming timestampMs', async () => {
    const error = await wireError(
      await sandbox.handler(tag('stale', clock - 5 * 60_000 - 1).request()),
    );
    expect(error).toMatchObject({ status: 400, code: 3 });
    expect(error.message).toMatch(/too old/);
    expect(fieldsOf(error)).toEqual(['timestampMs']);
  });

  it('refuses a request from more than a minute in the future', async () => {
    const error = await wireError(await sandbox.handler(tag('early', clock + 60_001).request()));
    expect(error).toMatchObject({ status: 400, code: 3 });
    expect(error.message).toMatch(/future/);
    expect(fieldsOf(error)).toEqual(['timestampMs']);
  });

  it("says which side of the window it fell on, with the service's clock, machine-readably", async () => {
    for (const [at, reason] of [
      [clock - 10 * 60_000, 'TIMESTAMP_TOO_OLD'],
      [clock + 2 * 60_000, 'TIMESTAMP_TOO_FAR_AHEAD'],
    ] as const) {
      const error = await wireError(await sandbox.handler(tag(reason, at).request()));
      expect(error).toMatchObject({ status: 400, code: 3 });
      expect(error.details).toContainEqual({
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason,
        domain: 'signed-api',
        metadata: {
          serverTimeMs: String(clock),
          timestampMs: String(at),
          maxAgeMs: String(5 * 60_000),
          maxAheadMs: String(60_000),
        },
      });
    }
  });

  it('follows the configured window and the injected clock', async () => {
    let now = 1_700_000_000_000;
    const strict = await createTestSandbox({
      now: () => now,
      timestampWindowMs: 1_000,
      futureSkewMs: 0,
    });
    try {
      const send = (name: string, at: number) =>
        strict.handler(
          stampedRequest(strict, submitPath('create_user_tag'), {
            ...submitBody('create_user_tag', strict.bootstrap.organizationId, {
              userTagName: name,
              userIds: [],
            }),
            timestampMs: String(at),
          }),
        );
      expect((await send('a', now - 1_000)).status).toBe(200);
      expect((await send('b', now - 1_001)).status).toBe(400);
      expect((await send('c', now + 1)).status).toBe(400);
      const fresh = now;
      now += 1_001;
      expect((await send('d', fresh)).status).toBe(400);
    } finally {
      await strict.close();
    }
  });
});

describe('replayed submits', () => {
  it('answers the same activity to the same bytes and runs the operation once', async () => {
    const { request } = stampedSubmit(
      'create_user_tag',
      submitBody(
        'create_user_tag',
        orgId(),
        { userTagName: 'replayed once', userIds: [] },
        { timestampMs: clock },
      ),
    );
    const first = await sandbox.handler(request());
    const second = await sandbox.handler(request());
    expect([first.status, second.status]).toEqual([200, 200]);
    const a = (await first.json()) as ActivityResponse;
    const b = (await second.json()) as ActivityResponse;
    expect(b.activity.id).toBe(a.activity.id);
    expect(b).toEqual(a);
    const tags = (await devRecords(sandbox, 'userTag')).filter(
      (t) => t.userTagName === 'replayed once',
    );
    expect(tags).toHaveLength(1);
  });

  it('runs the operation once when the same bytes arrive concurrently', async () => {
    const { request } = stampedSubmit(
      'create_session_profile',
      submitBody(
        'create_session_profile',
        orgId(),
        { sessionProfileName: 'concurrent', scope: 'read' },
        { timestampMs: clock },
      ),
    );
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => sandbox.handler(request())),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as ActivityResponse[];
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(bodies.map((b) => b.activity.id)).size).toBe(1);
    const profiles = (await devRecords(sandbox, 'sessionProfile')).filter(
      (p) => p.sessionProfileName === 'concurrent',
    );
    expect(profiles).toHaveLength(1);
  });

  it('refuses a replay once the liveness window has passed, like a fresh request', async () => {
    const { request } = stampedSubmit(
      'create_user_tag',
      submitBody(
        'create_user_tag',
        orgId(),
        { userTagName: 'late replay', userIds: [] },
        { timestampMs: clock },
      ),
    );
    expect((await sandbox.handler(request())).status).toBe(200);
    clock += 10 * 60_000;
    try {
      const error = await wireError(await sandbox.handler(request()));
      expect(error).toMatchObject({ status: 400, code: 3 });
      expect(error.message).toMatch(/too old/);
    } finally {
      clock -= 10 * 60_000;
    }
  });

  it("never hands a stamp_login's session to another user who re-stamps its bytes", async () => {
    // Two users of sibling sub-organizations: `stamp_login` names the parent, as the production
    // client's passkey and wallet logins do, so both are authorized for the envelope.
    const alice = await addTestOrganization(sandbox);
    const mallory = await addTestOrganization(sandbox);
    const sessionKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), true));
    const text = JSON.stringify(
      submitBody('stamp_login', orgId(), { publicKey: sessionKey }, { timestampMs: clock }),
    );
    const first = await sandbox.handler(
      stampedRequest(sandbox, submitPath('stamp_login'), text, alice.privateKey),
    );
    expect(first.status).toBe(200);
    const { session } = ((await first.json()) as ActivityResponse).activity.result
      .stampLoginResult as { session: string };
    // Alice's own resend gets her answer back; Mallory's stamp over the same bytes gets nothing.
    const again = await sandbox.handler(
      stampedRequest(sandbox, submitPath('stamp_login'), text, alice.privateKey),
    );
    expect(JSON.stringify(await again.json())).toContain(session);
    const replay = await sandbox.handler(
      stampedRequest(sandbox, submitPath('stamp_login'), text, mallory.privateKey),
    );
    const error = await wireError(replay);
    expect(error).toMatchObject({ status: 409, code: 6 });
    expect(JSON.stringify(error)).not.toContain(session);
  });

  it("does not hand an activity to another organization's key that re-stamps its bytes", async () => {
    const other = await addTestOrganization(sandbox, { parentOrganizationId: null });
    const { text, request } = stampedSubmit(
      'create_user_tag',
      submitBody(
        'create_user_tag',
        orgId(),
        { userTagName: 'private tag', userIds: [] },
        { timestampMs: clock },
      ),
    );
    expect((await sandbox.handler(request())).status).toBe(200);
    const replay = await sandbox.handler(
      stampedRequest(sandbox, submitPath('create_user_tag'), text, other.privateKey),
    );
    const error = await wireError(replay);
    expect(error).toMatchObject({ status: 401, code: 16 });
    expect(JSON.stringify(error)).not.toContain('private tag');
  });

  it('runs a new activity for new bytes (a fresh timestampMs)', async () => {
    const send = (at: number) =>
      submit(sandbox, 'create_session_profile', { sessionProfileName: `fresh ${at}`, scope: 's' });
    const a = await send(1);
    clock += 1;
    const b = await send(1);
    expect(a.response?.activity.id).not.toBe(b.response?.activity.id);
  });
});

describe('isolation', () => {
  it('never authenticates with a key another request has written but not committed', async () => {
    // A test activity that registers a key, waits, then fails (so its writes roll back).
    const entered = gate();
    const release = gate();
    const key = p256.utils.randomSecretKey();
    const publicKey = bytesToHex(p256.getPublicKey(key, true));
    const slowRoute: SubmitRoute = {
      name: 'test_register_then_fail',
      type: 'ACTIVITY_TYPE_TEST_REGISTER_THEN_FAIL',
      intentKey: 'testIntent',
      resultKey: 'testResult',
      appProofs: false,
      envelope: object({
        type: literalUnion(['ACTIVITY_TYPE_TEST_REGISTER_THEN_FAIL']),
        timestampMs: integerString(),
        organizationId: string({ min: 1 }),
        parameters: object({}),
      }) as unknown as AnyObjectSchema,
      async handler({ ctx, organizationId, caller }) {
        ctx.store.insert(
          'credential',
          {
            id: 'uncommitted-key',
            organizationId,
            userId: caller.userId,
            name: 'never committed',
            publicKey,
            type: 'CREDENTIAL_TYPE_API_KEY_P256',
            curveType: 'API_KEY_CURVE_P256',
            createdAtMs: 0,
            updatedAtMs: 0,
          },
          { organizationId, index: { publicKey, userId: caller.userId } },
        );
        entered.open();
        await release.promise;
        throw ServiceError.precondition('changed my mind');
      },
    };
    const isolated = await createTestSandbox({
      features: [...features, () => ({ submitRoutes: [slowRoute] })],
    });
    try {
      const organizationId = isolated.bootstrap.organizationId;
      const failing = isolated.handler(
        stampedRequest(isolated, '/public/v1/submit/test_register_then_fail', {
          type: slowRoute.type,
          timestampMs: String(Date.now()),
          organizationId,
          parameters: {},
        }),
      );
      await entered.promise;
      // Stamped by the key that exists only inside the pending transaction.
      const reading = isolated.handler(
        stampedRequest(
          isolated,
          queryPath('get_api_key'),
          { organizationId, apiKeyId: isolated.bootstrap.apiKey.apiKeyId },
          bytesToHex(key),
        ),
      );
      // Let the query run as far as it can while the writer is still pending: it must be
      // waiting for the writer's transaction, not answering from its uncommitted writes.
      let answered = false;
      void reading.then(() => {
        answered = true;
      });
      for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);
      release.open();
      expect((await failing).status).toBe(412);
      const error = await wireError(await reading);
      expect(error).toMatchObject({ status: 401, code: 16 });
      expect(error.message).toMatch(
        /could not find public key in organization or its parent organization/,
      );
    } finally {
      await isolated.close();
    }
  });
});

describe('errors', () => {
  it('answers 400 naming the field for every kind of constraint violation', async () => {
    const wallet = sandbox.bootstrap.seed.walletAddresses[0]!;
    const cases: {
      name: string;
      send: () => Promise<{ status: number; error?: WireError }>;
      field: string;
    }[] = [
      {
        name: 'clientFeeBps above 4000',
        send: () =>
          submit(sandbox, 'earn_deploy_wrapper', {
            vaultAddress: '0x0000000000000000000000000000000000000001',
            chainCaip2: 'eip155:8453',
            clientFeeBps: '4001',
            clientFeeWallet: wallet,
          }),
        field: 'parameters.clientFeeBps',
      },
      {
        name: 'limit 0',
        send: () =>
          query(sandbox, 'list_secrets', {
            organizationId: orgId(),
            paginationOptions: { limit: '0' },
          }),
        field: 'paginationOptions.limit',
      },
      {
        name: 'limit 101',
        send: () =>
          query(sandbox, 'list_secrets', {
            organizationId: orgId(),
            paginationOptions: { limit: '101' },
          }),
        field: 'paginationOptions.limit',
      },
      {
        name: 'smartContractInterface over 400 KB',
        send: () =>
          submit(sandbox, 'create_smart_contract_interface', {
            smartContractAddress: '0x0000000000000000000000000000000000000002',
            smartContractInterface: JSON.stringify(['x'.repeat(400 * 1024 - 3)]),
            type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
            label: 'too big',
          }),
        field: 'parameters.smartContractInterface',
      },
      {
        name: 'enum outside the listed values',
        send: () =>
          submit(sandbox, 'earn_deposit', {
            wrapperAddress: '0x0000000000000000000000000000000000000003',
            signWith: wallet,
            assets: '1',
            chainCaip2: 'eip155:2' as 'eip155:1',
          }),
        field: 'parameters.chainCaip2',
      },
      {
        name: 'missing required field',
        send: () => submit(sandbox, 'create_user_tag', { userIds: [] } as never),
        field: 'parameters.userTagName',
      },
      {
        name: 'unknown field',
        send: () =>
          submit(sandbox, 'create_user_tag', { userTagName: 'x', userIds: [], extra: 1 } as never),
        field: 'parameters.extra',
      },
      {
        name: 'wrong type',
        send: () =>
          submit(sandbox, 'create_user_tag', { userTagName: 'x', userIds: 'nobody' } as never),
        field: 'parameters.userIds',
      },
      {
        name: 'missing query field',
        send: () => query(sandbox, 'get_api_key', { organizationId: orgId() } as never),
        field: 'apiKeyId',
      },
    ];
    for (const c of cases) {
      const out = await c.send();
      expect({ name: c.name, status: out.status, code: out.error?.code }).toEqual({
        name: c.name,
        status: 400,
        code: 3,
      });
      expect(errorFields(out), c.name).toContain(c.field);
      expect(typeof out.error?.message).toBe('string');
    }
  });

  it('accepts values exactly at the limits', async () => {
    const exact = await submit(sandbox, 'create_smart_contract_interface', {
      smartContractAddress: '0x0000000000000000000000000000000000000004',
      // An ABI is a JSON array: ["xx…x"] of exactly 400 KB.
      smartContractInterface: JSON.stringify(['x'.repeat(400 * 1024 - 4)]),
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
      label: 'exactly 400 KB',
    });
    expect(exact.status).toBe(200);
    for (const limit of ['1', '100']) {
      const out = await query(sandbox, 'list_secrets', {
        organizationId: orgId(),
        paginationOptions: { limit },
      });
      expect(out.status).toBe(200);
    }
    const fee = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: '0x0000000000000000000000000000000000000001',
      chainCaip2: 'eip155:8453',
      clientFeeBps: '4000',
      clientFeeWallet: sandbox.bootstrap.seed.walletAddresses[0]!,
    });
    expect(errorFields(fee)).not.toContain('parameters.clientFeeBps');
  });

  it('checks the envelope: type constant, timestampMs, organizationId, generateAppProofs', async () => {
    const base = submitBody(
      'create_session_profile',
      orgId(),
      { sessionProfileName: 'p', scope: 's' },
      { timestampMs: clock },
    );
    const cases: [unknown, string][] = [
      [{ ...base, type: 'ACTIVITY_TYPE_CREATE_USER_TAG' }, 'type'],
      [{ ...base, timestampMs: 'yesterday' }, 'timestampMs'],
      [{ ...base, timestampMs: Number(base.timestampMs) }, 'timestampMs'],
      [{ ...base, organizationId: '' }, 'organizationId'],
      // Accepted (a leniency for the production client) but only as a boolean.
      [{ ...base, generateAppProofs: 'false' }, 'generateAppProofs'],
      [{ ...base, generateAppProof: false }, 'generateAppProof'],
      [{ ...base, parameters: undefined }, 'parameters'],
    ];
    for (const [envelope, field] of cases) {
      const error = await wireError(
        await sandbox.handler(stampedSubmit('create_session_profile', envelope).request()),
      );
      expect({ field, status: error.status }).toEqual({ field, status: 400 });
      expect(fieldsOf(error)).toContain(field);
    }
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const body of ['[]', 'null', '42', '"text"']) {
      const error = await wireError(
        await sandbox.handler(stampedRequest(sandbox, queryPath('get_api_key'), body)),
      );
      expect({ body, status: error.status }).toEqual({ body, status: 400 });
      expect(fieldsOf(error)).toEqual(['(body)']);
    }
  });

  it('answers 400 for malformed JSON, an empty body and invalid UTF-8', async () => {
    for (const body of ['{"organizationId":', '', '{organizationId: 1}']) {
      const error = await wireError(
        await sandbox.handler(stampedRequest(sandbox, queryPath('get_api_key'), body)),
      );
      expect(error).toMatchObject({ status: 400, code: 3 });
      expect(error.message).toMatch(/not valid JSON/);
    }
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const error = await wireError(
      await sandbox.handler(
        new Request(`${sandbox.bootstrap.baseUrl}${queryPath('get_api_key')}`, {
          method: 'POST',
          body: bytes,
        }),
      ),
    );
    expect(error).toMatchObject({ status: 400, code: 3 });
    expect(error.message).toMatch(/UTF-8/);
  });

  it('answers 404 for unknown operations and paths', async () => {
    for (const path of [
      '/public/v1/submit/create_everything',
      '/public/v1/query/list_everything',
      '/public/v1/other/get_api_key',
      '/public/v2/query/get_api_key',
      '/public/v1/query/GET_API_KEY',
      '/public/v1/query/',
    ]) {
      const error = await wireError(await sandbox.handler(stampedRequest(sandbox, path, '{}')));
      expect({ path, status: error.status, code: error.code }).toEqual({
        path,
        status: 404,
        code: 5,
      });
    }
  });

  it('answers 405 to methods other than POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      const response = await sandbox.handler(
        new Request(`${sandbox.bootstrap.baseUrl}${queryPath('get_api_key')}`, { method }),
      );
      expect({ method, status: response.status }).toEqual({ method, status: 405 });
      if (method !== 'HEAD') await wireError(response);
    }
  });

  it('answers a CORS preflight that lets the stamp headers through', async () => {
    const response = await sandbox.handler(
      new Request(`${sandbox.bootstrap.baseUrl}${submitPath('create_user_tag')}`, {
        method: 'OPTIONS',
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-stamp/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  describe('oversized bodies (413)', () => {
    let small: Sandbox;
    beforeAll(async () => {
      small = await createTestSandbox({ maxBodyBytes: 1024 });
    });
    afterAll(() => small.close());

    const url = () => `${small.bootstrap.baseUrl}${queryPath('get_api_key')}`;
    const oversized = () => JSON.stringify({ organizationId: 'x'.repeat(2000), apiKeyId: 'y' });

    it('refuses a declared Content-Length above the limit without reading the body', async () => {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(512));
        },
      });
      const request = new Request(url(), {
        method: 'POST',
        headers: { 'content-length': '1000000' },
        body,
        duplex: 'half',
      } as RequestInit);
      const error = await wireError(await small.handler(request));
      expect(error).toMatchObject({ status: 413, code: 8 });
      // The stream's first pull happens when it is made; nothing beyond it was read.
      expect(pulled).toBeLessThanOrEqual(1);
    });

    it('refuses a streamed body without Content-Length once it grows past the limit', async () => {
      let chunks = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          chunks++;
          // An endless body: the limit, not the end of the stream, must stop the reading.
          controller.enqueue(new TextEncoder().encode('x'.repeat(300)));
        },
      });
      const request = new Request(url(), { method: 'POST', body, duplex: 'half' } as RequestInit);
      expect(request.headers.get('content-length')).toBeNull();
      const error = await wireError(await small.handler(request));
      expect(error).toMatchObject({ status: 413, code: 8 });
      expect(chunks).toBeLessThan(10);
    });

    it('refuses an ordinary oversized body, stamped or not', async () => {
      const error = await wireError(
        await small.handler(stampedRequest(small, queryPath('get_api_key'), oversized())),
      );
      expect(error).toMatchObject({ status: 413, code: 8 });
    });
  });
});

describe('over HTTP', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox({ port: 0, memory: true, maxBodyBytes: 4096 });
  });
  afterAll(() => running.close());

  /** One raw HTTP/1.1 request; resolves with the status and the parsed JSON body. */
  function send(options: {
    body?: string;
    chunked?: boolean;
    headers?: Record<string, string>;
    path?: string;
    method?: string;
  }): Promise<{ status: number; json: unknown }> {
    const url = new URL(options.path ?? queryPath('get_api_key'), running.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        url,
        { method: options.method ?? 'POST', headers: options.headers ?? {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined });
          });
          res.on('error', reject);
        },
      );
      // A refused upload may see its socket closed while still writing: the answer matters.
      req.on('error', reject);
      if (options.chunked) {
        // No Content-Length: Transfer-Encoding chunked, several writes.
        const body = options.body ?? '';
        for (let i = 0; i < body.length; i += 1000) req.write(body.slice(i, i + 1000));
        req.end();
      } else {
        req.end(options.body);
      }
    });
  }

  it('serves a stamped query', async () => {
    const b = running.bootstrap;
    const body = JSON.stringify({ organizationId: b.organizationId, apiKeyId: b.apiKey.apiKeyId });
    const stamp = stampedRequest(running.sandbox, queryPath('get_api_key'), body).headers.get(
      STAMP_HEADER,
    )!;
    const out = await send({
      body,
      headers: { 'content-type': 'application/json', 'x-stamp': stamp },
    });
    expect(out.status).toBe(200);
    expect(out.json).toMatchObject({ apiKey: { apiKeyId: b.apiKey.apiKeyId } });
  });

  it('answers 413 to an oversized body with Content-Length', async () => {
    const out = await send({
      body: 'x'.repeat(5000),
      headers: { 'content-type': 'application/json' },
    });
    expect(out).toMatchObject({ status: 413, json: { code: 8 } });
  });

  it('answers 413 to an oversized chunked body without Content-Length', async () => {
    const out = await send({ body: 'x'.repeat(5000), chunked: true });
    expect(out).toMatchObject({ status: 413, json: { code: 8 } });
  });

  it('answers malformed HTTP with a JSON 4xx, never a 500', async () => {
    const { port } = new URL(running.url);
    /** Writes raw bytes on a fresh connection; resolves with the status and body received. */
    const raw = (text: string) =>
      new Promise<{ status: number; json: unknown }>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.end(Buffer.from(text, 'latin1')),
        );
        const chunks: Buffer[] = [];
        socket.on('data', (c: Buffer) => chunks.push(c));
        socket.on('error', reject);
        socket.on('close', () => {
          const answer = Buffer.concat(chunks).toString('utf8');
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
          const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
          // The body may come chunked: the JSON object is the part between the braces.
          const json = JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1));
          resolve({ status, json });
        });
      });
    const cases = [
      'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /public/v1/query/get_api_key HTTP/1.1\r\nHost: x\r\nX-Stamp: a\x01b\r\nContent-Length: 2\r\n\r\n{}',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ];
    for (const text of cases) {
      const out = await raw(text);
      expect(out.status).toBeGreaterThanOrEqual(400);
      expect(out.status).toBeLessThan(500);
      expect(out.json).toMatchObject({
        code: expect.any(Number),
        message: expect.any(String),
        details: [],
      });
    }
  });

  it('answers 400 to malformed JSON and 405 to GET', async () => {
    expect(await send({ body: '{nope' })).toMatchObject({ status: 400, json: { code: 3 } });
    expect(await send({ method: 'GET' })).toMatchObject({ status: 405, json: { code: 3 } });
  });
});
