import { queryPath, submitPath } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  stampedRequest,
  submitBody,
} from '../../../test/support/sandbox/index.js';
import { type RunningSandbox, startSandbox } from '../startSandbox.js';
import { SIGNED_API_CORS } from './signedApiFeature.js';

/**
 * The sandbox has one pipeline, `context.dispatch`, and two thin entrances over it: the HTTP
 * server and `handler(Request)`. These tests check that a request answers alike over real HTTP
 * (body buffered by the server, the reply written in one go) and in-process, for every kind of
 * answer of the signed API.
 */

const MAX_BODY = 4096;
let running: RunningSandbox;
/** Requests that reached the pipeline from the HTTP server. */
let handlerCalls = 0;

beforeAll(async () => {
  running = await startSandbox({ port: 0, memory: true, maxBodyBytes: MAX_BODY });
  // Counts the server's calls into the pipeline, to show that every request takes it.
  const { context } = running.sandbox;
  const dispatch = context.dispatch;
  context.dispatch = (request) => {
    handlerCalls++;
    return dispatch(request);
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

/** One request, sent over HTTP and in-process: the two answers must be the same. */
async function bothWays(
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  // A body over the limit is refused by the server itself, before the pipeline.
  reachesHandler = true,
): Promise<Answer> {
  const before = handlerCalls;
  const overHttp = await answerOf(await fetch(`${running.url}${path}`, init));
  expect(handlerCalls).toBe(before + (reachesHandler ? 1 : 0));
  const inProcess = await answerOf(
    await running.sandbox.handler(new Request(`${running.url}${path}`, init)),
  );
  expect(inProcess).toEqual(overHttp);
  return overHttp;
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

describe('the signed API over HTTP and in-process', () => {
  it('answers a valid query alike', async () => {
    const path = queryPath('get_api_key');
    const answer = await bothWays(path, stamped(path, getApiKeyBody()));
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
    const answer = await bothWays(path, stamped(path, envelope));
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
    const missing = await bothWays(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(missing.status).toBe(401);
    expect(missing.cors).toEqual(SIGNED_API_CORS);
    // Signed by a key no organization holds.
    const stranger = '11'.repeat(32);
    const unknown = await bothWays(path, stamped(path, body, stranger));
    expect(unknown.status).toBe(401);
    expect(JSON.parse(unknown.body)).toMatchObject({
      code: 16,
      message: 'could not find public key in organization or its parent organization',
    });
  });

  it('answers validation failures alike', async () => {
    const path = queryPath('get_api_key');
    const invalid = await bothWays(
      path,
      stamped(path, { organizationId: running.bootstrap.organizationId }),
    );
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body)).toMatchObject({
      code: 3,
      details: [expect.objectContaining({ field: 'apiKeyId' })],
    });
    const notJson = await bothWays(path, stamped(path, '{"organizationId":'));
    expect(notJson.status).toBe(400);
    expect(notJson.cors).toEqual(SIGNED_API_CORS);
  });

  it('answers a body over the limit alike (413)', async () => {
    const path = queryPath('get_api_key');
    const big = JSON.stringify({ ...getApiKeyBody(), padding: 'x'.repeat(MAX_BODY) });
    const answer = await bothWays(path, stamped(path, big), false);
    expect(answer.status).toBe(413);
    expect(answer.cors).toEqual(SIGNED_API_CORS);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 8 });
  });

  it('answers an unknown operation alike (404)', async () => {
    for (const path of ['/public/v1/query/no_such_query', '/public/v1/submit/no_such_submit']) {
      const answer = await bothWays(path, stamped(path, getApiKeyBody()));
      expect(answer.status).toBe(404);
      expect(answer.cors).toEqual(SIGNED_API_CORS);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 5 });
    }
  });

  it('answers a CORS preflight alike', async () => {
    const answer = await bothWays(queryPath('get_api_key'), {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
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

describe('a query while a transaction holds the store', () => {
  it('waits for it and never sees its uncommitted writes', async () => {
    const { store } = running.sandbox.context;
    const path = queryPath('get_api_key');
    const init = stamped(path, getApiKeyBody());
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
    const queued = fetch(`${running.url}${path}`, init);
    release();
    await expect(failing).rejects.toThrow('rolled back');
    const response = await queued;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      apiKey: { apiKeyName: 'Sandbox admin key' },
    });
  });
});
