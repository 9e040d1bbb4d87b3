import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../test/support/core/manualClock.js';
import {
  generateP256KeyPair,
  mintSessionJwt,
  type P256KeyPair,
} from '../../test/support/core/sessionFixtures.js';
import { createSignedFetch } from '../core/actions/createSignedFetch.js';
import { type SignRequestArgs, signRequest } from '../core/actions/signRequest.js';
import { createWalletKit } from '../core/createWalletKit.js';
import { createMemoryKeyStore } from '../core/keys/createMemoryKeyStore.js';
import { createSessionKey } from '../core/keys/createSessionKey.js';
import { createMemoryStorage } from '../core/platform/createMemoryStorage.js';
import type { WalletKit } from '../core/walletKit.js';
import { createMemoryReplayStore } from './createMemoryReplayStore.js';
import { createSessionVerifier, type SessionVerifierOptions } from './createSessionVerifier.js';
import { isSessionRefusal } from './isSessionRefusal.js';
import { refusalResponse } from './refusalResponse.js';
import type { SessionRefusalReason } from './sessionRefusal.js';

const APP = 'https://app.example';
const START = 1_800_000_000_000;
const notarizer = generateP256KeyPair();
const kits: WalletKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

/** A kit signed in with a session the notarizer signed (the sandbox's JWT signer). */
async function signedInKit(
  options: { expMs?: number; by?: P256KeyPair; organizationId?: string } = {},
) {
  const clock = createManualClock(START);
  const keyStore = createMemoryKeyStore();
  const kit = createWalletKit({
    authProxyUrl: 'https://proxy.example',
    authProxyConfigId: 'config',
    baseUrl: 'https://api.example',
    organizationId: 'parent',
    trustedKeys: { tlsFetcher: '', signer: '', notarizer: (options.by ?? notarizer).publicKey },
    keyStore,
    storage: createMemoryStorage(),
    broadcastChannel: null,
    locks: null,
    clock,
    session: { autoRefresh: false },
    fetch: () => Promise.reject(new Error('no service in these tests')),
  });
  kits.push(kit);
  const key = await createSessionKey(keyStore, START);
  const token = mintSessionJwt(
    options.by ?? notarizer,
    key.publicKey,
    options.expMs ?? START + 900_000,
    {
      userId: 'user-7',
      organizationId: options.organizationId ?? 'sub-org-7',
    },
  );
  await kit.session.signIn(token, key);
  return { kit, clock, key };
}

function verifierFor(overrides: Partial<SessionVerifierOptions> = {}) {
  return createSessionVerifier({
    origins: APP,
    trustedKeys: { notarizer: notarizer.publicKey },
    now: () => START,
    ...overrides,
  });
}

/** A request as the kit signs it: `url` signed, sent to `sendTo` (default the same URL). */
async function signed(kit: WalletKit, args: SignRequestArgs, sendTo?: string): Promise<Request> {
  const headers = await signRequest(kit, args);
  return new Request(sendTo ?? args.url, {
    method: args.method ?? 'GET',
    headers,
    ...(args.body ? { body: args.body as BodyInit } : {}),
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<SessionRefusalReason> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isSessionRefusal(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

describe('createSessionVerifier', () => {
  it('answers who signed a request, and leaves its body readable', async () => {
    const { kit, key } = await signedInKit();
    const request = await signed(kit, {
      url: `${APP}/api/notes?limit=2`,
      method: 'POST',
      body: '{"text":"hello"}',
    });
    const caller = await verifierFor().verify(request);
    expect(caller).toMatchObject({
      userId: 'user-7',
      organizationId: 'sub-org-7',
      sessionExpiresAt: START + 900_000,
      sessionType: 'SESSION_TYPE_READ_WRITE',
      publicKey: key.publicKey,
      signedAt: START,
    });
    expect(await request.text()).toBe('{"text":"hello"}');
  });

  it('accepts a body the framework has read already, and a fetch wrapper that signs', async () => {
    const { kit } = await signedInKit();
    const sent: Request[] = [];
    const signedFetch = createSignedFetch(kit, {
      fetch: async (input) => {
        sent.push(input as Request);
        return new Response('ok');
      },
    });
    await signedFetch(`${APP}/api/items`, { method: 'put', body: new Uint8Array([1, 2, 3]) });
    const [request] = sent;
    const body = new Uint8Array(await request!.arrayBuffer());
    await expect(verifierFor().verify(request!, { body })).resolves.toMatchObject({
      userId: 'user-7',
    });
  });

  it('refuses a request without the session or its signature', async () => {
    const { kit } = await signedInKit();
    const verifier = verifierFor();
    const headers = await signRequest(kit, { url: `${APP}/api/me` });
    expect(await refusalOf(verifier.verify(new Request(`${APP}/api/me`)))).toBe(
      'CREDENTIALS_MISSING',
    );
    const jwtOnly = new Request(`${APP}/api/me`, {
      headers: { authorization: headers.authorization },
    });
    expect(await refusalOf(verifier.verify(jwtOnly))).toBe('CREDENTIALS_MISSING');
    // A bearer token is not a session: the scheme keeps a generic bearer check from taking it.
    const bearer = new Request(`${APP}/api/me`, {
      headers: { ...headers, authorization: headers.authorization.replace(/^\S+/, 'Bearer') },
    });
    expect(await refusalOf(verifier.verify(bearer))).toBe('CREDENTIALS_MISSING');
  });

  it('refuses a bad signature, and one by another key than the session', async () => {
    const { kit } = await signedInKit();
    const other = await signedInKit();
    const headers = await signRequest(kit, { url: `${APP}/api/me` });
    const bytes = Buffer.from(/:(.*):/.exec(headers.signature)![1]!, 'base64');
    bytes[10] = bytes[10]! ^ 1;
    const tampered = new Request(`${APP}/api/me`, {
      headers: { ...headers, signature: `ewk=:${bytes.toString('base64')}:` },
    });
    expect(await refusalOf(verifierFor().verify(tampered))).toBe('INVALID_SIGNATURE');
    // Another session's signature beside this session's JWT.
    const theirs = await signRequest(other.kit, { url: `${APP}/api/me` });
    const mixed = new Request(`${APP}/api/me`, {
      headers: { ...theirs, authorization: headers.authorization },
    });
    expect(await refusalOf(verifierFor().verify(mixed))).toBe('KEY_MISMATCH');
    const unnamed = new Request(`${APP}/api/me`, {
      headers: {
        ...theirs,
        authorization: headers.authorization,
        'signature-input': theirs['signature-input'].replace(/;keyid="[0-9a-f]+"/, ''),
      },
    });
    expect(await refusalOf(verifierFor().verify(unnamed))).toBe('INVALID_SIGNATURE');
  });

  it('refuses a signature made for another origin, path, query or method', async () => {
    const { kit } = await signedInKit();
    const verifier = verifierFor();
    const cases: [SignRequestArgs, string, string?][] = [
      [{ url: 'https://evil.example/api/me' }, `${APP}/api/me`],
      [{ url: `${APP}/api/me` }, `${APP}/api/admin`],
      [{ url: `${APP}/api/notes?id=1` }, `${APP}/api/notes?id=2`],
      [{ url: `${APP}/api/notes`, method: 'GET' }, `${APP}/api/notes`, 'DELETE'],
    ];
    for (const [args, sendTo, method] of cases) {
      const headers = await signRequest(kit, args);
      const request = new Request(sendTo, { method: method ?? 'GET', headers });
      expect(await refusalOf(verifier.verify(request)), sendTo).toBe('INVALID_SIGNATURE');
    }
    // The app's other origin, when configured, is its own.
    const both = verifierFor({ origins: [APP, 'https://www.app.example'] });
    const www = await signed(kit, { url: 'https://www.app.example/api/me' });
    await expect(both.verify(www)).resolves.toMatchObject({ userId: 'user-7' });
  });

  it('refuses a body other than the one signed', async () => {
    const { kit } = await signedInKit();
    const headers = await signRequest(kit, {
      url: `${APP}/api/pay`,
      method: 'POST',
      body: '{"amount":1}',
    });
    const request = new Request(`${APP}/api/pay`, {
      method: 'POST',
      headers,
      body: '{"amount":1000}',
    });
    expect(await refusalOf(verifierFor().verify(request))).toBe('DIGEST_MISMATCH');
  });

  it('refuses a stale and a future signature, with the stated tolerance', async () => {
    const { kit } = await signedInKit();
    const at = (ms: number) => verifierFor({ now: () => START + ms });
    const request = () => signed(kit, { url: `${APP}/api/me` });
    // 60 s window, 5 s tolerance either way.
    await expect(at(65_000).verify(await request())).resolves.toBeDefined();
    expect(await refusalOf(at(66_000).verify(await request()))).toBe('STALE_REQUEST');
    await expect(at(-5_000).verify(await request())).resolves.toBeDefined();
    expect(await refusalOf(at(-6_000).verify(await request()))).toBe('FUTURE_REQUEST');
  });

  it('refuses a replay, with the default store and with an app store', async () => {
    const { kit } = await signedInKit();
    const request = await signed(kit, { url: `${APP}/api/me`, method: 'POST', body: 'x' });
    const verifier = verifierFor();
    await verifier.verify(request.clone());
    expect(await refusalOf(verifier.verify(request.clone()))).toBe('REPLAYED_REQUEST');

    const claimed = new Map<string, number>();
    const shared = {
      claim: async (id: string, expiresAtMs: number) => {
        if (claimed.has(id)) return false;
        claimed.set(id, expiresAtMs);
        return true;
      },
    };
    const again = await signed(kit, { url: `${APP}/api/me` });
    // Two instances of a backend sharing one store: the second refuses what the first took.
    await verifierFor({ replayStore: shared }).verify(again.clone());
    expect(await refusalOf(verifierFor({ replayStore: shared }).verify(again.clone()))).toBe(
      'REPLAYED_REQUEST',
    );
    expect([...claimed.values()]).toEqual([START + 65_000]);
    const failing = verifierFor({
      replayStore: {
        claim: () => {
          throw new Error('redis is down');
        },
      },
    });
    const error = await failing.verify(await signed(kit, { url: `${APP}/api/me` })).catch((e) => e);
    expect(isSessionRefusal(error, 'REPLAY_CHECK_FAILED') && error.status).toBe(503);
  });

  it('forgets requests once they are stale (the memory store)', async () => {
    let now = START;
    const store = createMemoryReplayStore({ now: () => now });
    expect(store.claim('a', START + 1000)).toBe(true);
    expect(store.claim('a', START + 1000)).toBe(false);
    now = START + 1000;
    expect(store.claim('a', START + 2000)).toBe(true);
    const full = createMemoryReplayStore({ maxEntries: 1, now: () => now });
    full.claim('b', START + 5000);
    expect(() => full.claim('c', START + 5000)).toThrow(/full/);
  });

  it('refuses an expired session, past the clock tolerance', async () => {
    const { kit } = await signedInKit({ expMs: START + 2_000 });
    const request = () => signed(kit, { url: `${APP}/api/me` });
    await expect(
      verifierFor({ now: () => START + 6_000 }).verify(await request()),
    ).resolves.toBeDefined();
    expect(await refusalOf(verifierFor({ now: () => START + 8_000 }).verify(await request()))).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('refuses a session from another notarizer than the pinned one', async () => {
    const { kit } = await signedInKit({ by: generateP256KeyPair() });
    const request = await signed(kit, { url: `${APP}/api/me` });
    expect(await refusalOf(verifierFor().verify(request))).toBe('TOKEN_UNTRUSTED');
  });

  it('refuses organizations the app does not accept; production keys need the check', async () => {
    const { kit } = await signedInKit({ organizationId: 'someone-elses-app' });
    const verifier = verifierFor({ acceptOrganization: (id) => id.startsWith('sub-org-') });
    const request = await signed(kit, { url: `${APP}/api/me` });
    expect(await refusalOf(verifier.verify(request))).toBe('FOREIGN_ORGANIZATION');
    expect(() => createSessionVerifier({ origins: APP })).toThrow(/acceptOrganization/);
    expect(() => verifierFor({ origins: 'https://app.example/path' })).toThrow(/not an origin/);
  });

  it('refuses malformed or incomplete signature headers', async () => {
    const { kit } = await signedInKit();
    const headers = await signRequest(kit, { url: `${APP}/api/me` });
    const variants: Record<string, string>[] = [
      { 'signature-input': 'ewk=("@method";tag="embedded-wallet-kit"' },
      { 'signature-input': headers['signature-input'].replace(' "content-digest"', '') },
      { 'signature-input': headers['signature-input'].replace(/;nonce="[^"]+"/, '') },
      { 'signature-input': headers['signature-input'].replace('ecdsa-p256-sha256', 'hmac-sha256') },
    ];
    // (A changed Content-Digest is refused as INVALID_SIGNATURE: the signature covers it.)
    for (const variant of variants) {
      const request = new Request(`${APP}/api/me`, { headers: { ...headers, ...variant } });
      expect(await refusalOf(verifierFor().verify(request)), JSON.stringify(variant)).toBe(
        'SIGNATURE_MALFORMED',
      );
    }
  });

  it('answers a refusal as 401 JSON {code, message} naming the scheme', async () => {
    const error = await verifierFor()
      .verify(new Request(`${APP}/api/me`))
      .catch((e: unknown) => e);
    if (!isSessionRefusal(error)) throw error;
    const response = refusalResponse(error);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(
      'EWK-Session error="CREDENTIALS_MISSING"',
    );
    expect(await response.json()).toEqual({
      code: 'CREDENTIALS_MISSING',
      message: 'the request carries no EWK-Session session',
    });
  });
});
