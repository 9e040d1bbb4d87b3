import { queryPath, submitPath } from 'embedded-wallet-kit/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../startSandbox.js';
import { addTestOrganization, stampedRequest, submitBody } from '../testSupport/index.js';
import { SIGNED_API_CORS, signedApiOf } from './signedApi.js';

/**
 * The HTTP server answers `POST|OPTIONS /public/v1/(submit|query)/<op>` on a fast path that
 * skips web Request/Response objects (startSandbox.ts); everything else, a signed-API path with
 * a query string included, goes through `handler(Request)`. Both doors share one pipeline
 * (signedApi.ts); these tests check they give the same answers, over real HTTP.
 */

const MAX_BODY = 4096;
let running: RunningSandbox;
/** Requests that reached the web handler from the HTTP server. */
let handlerCalls = 0;

beforeAll(async () => {
  running = await startSandbox({ port: 0, memory: true, maxBodyBytes: MAX_BODY });
  // Counts the server's calls into the web handler (it calls `sandbox.handler` per request),
  // to tell which door a request took.
  const { sandbox } = running;
  const web = sandbox.handler.bind(sandbox);
  sandbox.handler = (request) => {
    handlerCalls++;
    return web(request);
  };
});
afterAll(() => running.close());

interface Answer {
  status: number;
  body: string;
  contentType: string | null;
  cors: Record<string, string | null>;
}

async function answerOf(response: Response): Promise<Answer> {
  const cors: Record<string, string | null> = {};
  for (const name of Object.keys(SIGNED_API_CORS)) cors[name] = response.headers.get(name);
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get('content-type'),
    cors,
  };
}

/** One request, sent three ways: HTTP fast path, HTTP through the web handler, in-process. */
async function threeWays(
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  // A body over the limit is refused by the server itself, before any handler.
  webDoorReachesHandler = true,
): Promise<{ fast: Answer; webOverHttp: Answer; inProcess: Answer }> {
  const before = handlerCalls;
  const fast = await answerOf(await fetch(`${running.url}${path}`, init));
  // The fast path never reaches the web handler.
  expect(handlerCalls).toBe(before);
  // A query string keeps the same route but is not a plain path: the server takes the web door.
  const webOverHttp = await answerOf(await fetch(`${running.url}${path}?door=web`, init));
  expect(handlerCalls).toBe(before + (webDoorReachesHandler ? 1 : 0));
  const inProcess = await answerOf(
    await running.sandbox.handler(new Request(`${running.url}${path}`, init)),
  );
  return { fast, webOverHttp, inProcess };
}

function expectSame(answers: { fast: Answer; webOverHttp: Answer; inProcess: Answer }): Answer {
  expect(answers.webOverHttp).toEqual(answers.fast);
  expect(answers.inProcess).toEqual(answers.fast);
  return answers.fast;
}

/** A stamped request as plain fetch init (the exact body that was signed). */
function stamped(path: string, body: unknown, privateKey?: string) {
  const request = stampedRequest(running.sandbox, path, body, privateKey);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { method: 'POST', headers, body: text };
}

const getApiKeyBody = () => ({
  organizationId: running.bootstrap.organizationId,
  apiKeyId: running.bootstrap.apiKey.apiKeyId,
});

describe('signed API fast path vs web handler', () => {
  it('answers a valid query alike', async () => {
    const path = queryPath('get_api_key');
    const answer = expectSame(await threeWays(path, stamped(path, getApiKeyBody())));
    expect(answer.status).toBe(200);
    expect(answer.cors).toEqual(SIGNED_API_CORS);
    expect(answer.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toMatchObject({
      apiKey: { apiKeyId: running.bootstrap.apiKey.apiKeyId },
    });
  });

  it('answers a valid submit alike (the second and third sends are replays of the first)', async () => {
    const path = submitPath('create_user_tag');
    const envelope = submitBody('create_user_tag', running.bootstrap.organizationId, {
      userTagName: 'Fast path',
      userIds: [running.bootstrap.userId],
    });
    const answer = expectSame(await threeWays(path, stamped(path, envelope)));
    expect(answer.status).toBe(200);
    expect(answer.cors).toEqual(SIGNED_API_CORS);
    const { activity } = JSON.parse(answer.body) as {
      activity: { type: string; status: string };
    };
    expect(activity.type).toBe('ACTIVITY_TYPE_CREATE_USER_TAG');
    expect(activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
  });

  it('answers authentication failures alike', async () => {
    const path = queryPath('get_api_key');
    const body = JSON.stringify(getApiKeyBody());
    const missing = expectSame(
      await threeWays(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    expect(missing.status).toBe(401);
    expect(missing.cors).toEqual(SIGNED_API_CORS);
    // Signed by a key no organization holds.
    const stranger = '11'.repeat(32);
    const unknown = expectSame(await threeWays(path, stamped(path, body, stranger)));
    expect(unknown.status).toBe(401);
    expect(JSON.parse(unknown.body)).toMatchObject({
      code: 16,
      message: 'could not find public key in organization or its parent organization',
    });
  });

  it('answers validation failures alike', async () => {
    const path = queryPath('get_api_key');
    const invalid = expectSame(
      await threeWays(path, stamped(path, { organizationId: running.bootstrap.organizationId })),
    );
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body)).toMatchObject({
      code: 3,
      details: [expect.objectContaining({ field: 'apiKeyId' })],
    });
    const notJson = expectSame(await threeWays(path, stamped(path, '{"organizationId":')));
    expect(notJson.status).toBe(400);
    expect(notJson.cors).toEqual(SIGNED_API_CORS);
  });

  it('answers a body over the limit alike (413)', async () => {
    const path = queryPath('get_api_key');
    const big = JSON.stringify({ ...getApiKeyBody(), padding: 'x'.repeat(MAX_BODY) });
    const answer = expectSame(await threeWays(path, stamped(path, big), false));
    expect(answer.status).toBe(413);
    expect(answer.cors).toEqual(SIGNED_API_CORS);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 8 });
  });

  it('answers an unknown operation alike (404)', async () => {
    for (const path of ['/public/v1/query/no_such_query', '/public/v1/submit/no_such_submit']) {
      const answer = expectSame(await threeWays(path, stamped(path, getApiKeyBody())));
      expect(answer.status).toBe(404);
      expect(answer.cors).toEqual(SIGNED_API_CORS);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 5 });
    }
  });

  it('answers a CORS preflight alike', async () => {
    const answer = expectSame(
      await threeWays(queryPath('get_api_key'), {
        method: 'OPTIONS',
        headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
      }),
    );
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.cors).toEqual(SIGNED_API_CORS);
  });

  it('refuses a remembered signature at once when its key is removed', async () => {
    const org = await addTestOrganization(running.sandbox);
    const path = queryPath('get_api_key');
    const init = stamped(
      path,
      { organizationId: org.organizationId, apiKeyId: org.apiKeyId },
      org.privateKey,
    );
    expect((await fetch(`${running.url}${path}`, init)).status).toBe(200);
    const { store } = running.sandbox.context;
    await store.transaction(() => store.delete('credential', org.apiKeyId));
    const after = await fetch(`${running.url}${path}`, init);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({
      message: 'could not find public key in organization or its parent organization',
    });
  });
});

describe('a query on the synchronous path', () => {
  it('answers at once when nothing holds the store, and never sees uncommitted writes', async () => {
    const { store } = running.sandbox.context;
    const api = signedApiOf(running.sandbox.context)!;
    const operation = api.find('query', 'get_api_key')!;
    const init = stamped(queryPath('get_api_key'), getApiKeyBody());
    const raw = {
      method: 'POST',
      header: (name: string) => init.headers[name] ?? null,
      body: init.body,
    };
    const idle = api.answer(operation, raw);
    expect(idle).not.toBeInstanceOf(Promise);
    expect(idle).toMatchObject({ status: 200 });

    // A transaction that renames the key, then fails: its write is never committed.
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const keyId = running.bootstrap.apiKey.apiKeyId;
    const failing = store.transaction(async () => {
      const key = store.get('credential', keyId)!;
      store.update('credential', { ...key, name: 'uncommitted name' });
      entered();
      await released;
      throw new Error('rolled back');
    });
    await inside;
    // The store is held: the query queues instead of running beside the open transaction.
    const queued = api.answer(operation, raw);
    expect(queued).toBeInstanceOf(Promise);
    release();
    await expect(failing).rejects.toThrow('rolled back');
    const reply = await queued;
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ apiKey: { apiKeyName: 'Sandbox admin key' } });
  });
});
