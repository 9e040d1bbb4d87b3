import { p256 } from '@noble/curves/nist.js';
import {
  STAMP_HEADER,
  WEBAUTHN_STAMP_HEADER,
  type WebAuthnStamp,
} from 'embedded-wallet-kit/protocol';
import {
  base64urlEncode,
  bytesToHex,
  encodeApiKeyStamp,
  encodeWebAuthnStamp,
  hexToBytes,
  queryPath,
  submitPath,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createSoftwareAuthenticator,
  createTestSandbox,
  type SoftwareAuthenticator,
  stampedRequest,
  submit,
  submitBody,
  type TestOrganization,
} from '../../../test/support/sandbox/index.js';
import type { Sandbox } from '../createSandbox.js';
import { ServiceError } from '../serviceError.js';
import { authenticateRequest } from './authenticateRequest.js';

let sandbox: Sandbox;
// The sandbox's clock, moved by the tests (expiry without sleeping).
let clock = Date.now();
let sub: TestOrganization;
let stranger: TestOrganization;

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
  sub = await addTestOrganization(sandbox);
  stranger = await addTestOrganization(sandbox, { parentOrganizationId: null });
});
afterAll(() => sandbox.close());

const newKey = () => {
  const secret = p256.utils.randomSecretKey();
  return { privateKey: bytesToHex(secret), publicKey: bytesToHex(p256.getPublicKey(secret, true)) };
};

/** A request carrying exactly the given headers and body (for hand-made stamps). */
const rawRequest = (path: string, body: string, headers: Record<string, string>) =>
  new Request(`${sandbox.bootstrap.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** A stamp as the wire format has it, from parts a test may spoil one at a time. */
const stampOf = (parts: { publicKey: string; scheme?: string; signature: string }) =>
  encodeApiKeyStamp({
    publicKey: parts.publicKey,
    scheme: (parts.scheme ?? 'SIGNATURE_SCHEME_TK_API_P256') as 'SIGNATURE_SCHEME_TK_API_P256',
    signature: parts.signature,
  });

const derSign = (body: string, privateKey: string) =>
  bytesToHex(p256.sign(utf8Encode(body), hexToBytes(privateKey), { format: 'der' }));

const adminGetApiKey = () =>
  JSON.stringify({
    organizationId: sandbox.bootstrap.organizationId,
    apiKeyId: sandbox.bootstrap.apiKey.apiKeyId,
  });

async function expectUnauthenticated(response: Response, message?: RegExp): Promise<void> {
  const body = (await response.json()) as { code: unknown; message: unknown; details: unknown };
  expect({ status: response.status, code: body.code }).toEqual({ status: 401, code: 16 });
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.details)).toBe(true);
  if (message) expect(body.message).toMatch(message);
}

describe('X-Stamp (API key)', () => {
  it('accepts a P-256 stamp over the exact body bytes and names the caller', async () => {
    const body = adminGetApiKey();
    const response = await sandbox.handler(stampedRequest(sandbox, queryPath('get_api_key'), body));
    expect(response.status).toBe(200);

    const caller = await authenticateRequest(
      sandbox.context,
      stampedRequest(sandbox, queryPath('get_api_key'), body).headers,
      body,
    );
    expect(caller).toMatchObject({
      userId: sandbox.bootstrap.userId,
      organizationId: sandbox.bootstrap.organizationId,
      publicKey: sandbox.bootstrap.apiKey.publicKey,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    });
    expect(caller.credential?.id).toBe(sandbox.bootstrap.apiKey.apiKeyId);
  });

  it('answers 401 {code, message, details} when no stamp is sent', async () => {
    const response = await sandbox.handler(
      rawRequest(queryPath('get_api_key'), adminGetApiKey(), {}),
    );
    await expectUnauthenticated(response, /missing X-Stamp/);
    await expect(
      authenticateRequest(sandbox.context, new Headers(), adminGetApiKey()),
    ).rejects.toBeInstanceOf(ServiceError);
  });

  it('refuses a stamp made over other bytes, even the same JSON spaced differently', async () => {
    const body = adminGetApiKey();
    const respaced = JSON.stringify(JSON.parse(body), null, 1);
    const stamp = stampOf({
      publicKey: sandbox.bootstrap.apiKey.publicKey,
      signature: derSign(body, sandbox.bootstrap.apiKey.privateKey),
    });
    const response = await sandbox.handler(
      rawRequest(queryPath('get_api_key'), respaced, { [STAMP_HEADER]: stamp }),
    );
    await expectUnauthenticated(response, /does not verify/);
  });

  it('refuses malformed stamp headers', async () => {
    const body = adminGetApiKey();
    const signature = derSign(body, sandbox.bootstrap.apiKey.privateKey);
    const { publicKey } = sandbox.bootstrap.apiKey;
    const b64 = (text: string) => base64urlEncode(utf8Encode(text));
    const cases: [string, RegExp][] = [
      ['not base64 at all!', /malformed/],
      [b64('not json'), /malformed/],
      [b64(JSON.stringify({ publicKey, signature })), /malformed/],
      [
        b64(JSON.stringify({ publicKey: 1, scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature })),
        /malformed/,
      ],
      [stampOf({ publicKey, scheme: 'SIGNATURE_SCHEME_TK_API_RSA', signature }), /scheme/],
      [stampOf({ publicKey: `04${'ab'.repeat(64)}`, signature }), /compressed P-256/],
      [stampOf({ publicKey: `02${'ff'.repeat(32)}`, signature }), /does not verify/],
      [stampOf({ publicKey, signature: 'zz' }), /not DER hex/],
      [stampOf({ publicKey, signature: signature.slice(0, -2) }), /does not verify/],
      [stampOf({ publicKey, signature: `30${'00'.repeat(20)}` }), /does not verify/],
    ];
    for (const [stamp, message] of cases) {
      const response = await sandbox.handler(
        rawRequest(queryPath('get_api_key'), body, { [STAMP_HEADER]: stamp }),
      );
      await expectUnauthenticated(response, message);
    }
  });

  it('accepts high-S signatures (OpenSSL and the production Node stamper make them)', async () => {
    const body = adminGetApiKey();
    const low = p256.Signature.fromBytes(
      p256.sign(utf8Encode(body), hexToBytes(sandbox.bootstrap.apiKey.privateKey)),
    );
    const high = new p256.Signature(low.r, p256.Point.Fn.ORDER - low.s);
    expect(high.hasHighS()).toBe(true);
    const stamp = stampOf({
      publicKey: sandbox.bootstrap.apiKey.publicKey,
      signature: bytesToHex(high.toBytes('der')),
    });
    const response = await sandbox.handler(
      rawRequest(queryPath('get_api_key'), body, { [STAMP_HEADER]: stamp }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a valid signature by a key nobody registered', async () => {
    const key = newKey();
    const response = await sandbox.handler(
      stampedRequest(sandbox, queryPath('get_api_key'), adminGetApiKey(), key.privateKey),
    );
    await expectUnauthenticated(
      response,
      /could not find public key in organization or its parent organization/,
    );
  });

  it('refuses a session key once it has expired, even for a body it stamped before', async () => {
    const session = newKey();
    const login = await submit(sandbox, 'stamp_login', {
      publicKey: session.publicKey,
      expirationSeconds: '60',
    });
    expect(login.status).toBe(200);
    const body = adminGetApiKey();
    const send = () =>
      sandbox.handler(stampedRequest(sandbox, queryPath('get_api_key'), body, session.privateKey));
    expect((await send()).status).toBe(200);
    clock += 59_999;
    expect((await send()).status).toBe(200);
    clock += 1;
    await expectUnauthenticated(
      await send(),
      /Unauthenticated desc = expired api key publicKey 0[23]/,
    );
  });

  it('refuses a session key as soon as it is revoked, even for a body it stamped before', async () => {
    const first = newKey();
    const second = newKey();
    expect((await submit(sandbox, 'stamp_login', { publicKey: first.publicKey })).status).toBe(200);
    const body = adminGetApiKey();
    const send = () =>
      sandbox.handler(stampedRequest(sandbox, queryPath('get_api_key'), body, first.privateKey));
    expect((await send()).status).toBe(200);
    // A new login that invalidates the others deletes the first session key.
    const again = await submit(sandbox, 'stamp_login', {
      publicKey: second.publicKey,
      invalidateExisting: true,
    });
    expect(again.status).toBe(200);
    await expectUnauthenticated(
      await send(),
      /could not find public key in organization or its parent organization/,
    );
  });

  it('refuses a key of another organization, for queries and submits', async () => {
    const query = await sandbox.handler(
      stampedRequest(sandbox, queryPath('get_api_key'), adminGetApiKey(), stranger.privateKey),
    );
    await expectUnauthenticated(query, /does not belong/);
    const out = await submit(
      sandbox,
      'create_user_tag',
      { userTagName: 'strangers', userIds: [] },
      { privateKey: stranger.privateKey },
    );
    expect(out.status).toBe(401);
    expect(out.error?.code).toBe(16);
  });

  it("lets the parent organization's keys query a sub-organization, but not submit into it", async () => {
    const query = await sandbox.handler(
      stampedRequest(sandbox, queryPath('get_api_key'), {
        organizationId: sub.organizationId,
        apiKeyId: sub.apiKeyId,
      }),
    );
    expect(query.status).toBe(200);
    const out = await submit(
      sandbox,
      'create_user_tag',
      { userTagName: 'from the parent', userIds: [] },
      { organizationId: sub.organizationId },
    );
    expect(out.status).toBe(401);
  });

  it("does not let a sub-organization's key read its parent", async () => {
    const response = await sandbox.handler(
      stampedRequest(sandbox, queryPath('get_api_key'), adminGetApiKey(), sub.privateKey),
    );
    await expectUnauthenticated(response, /does not belong/);
  });

  it('refuses a request carrying both stamp kinds', async () => {
    const request = stampedRequest(sandbox, queryPath('get_api_key'), adminGetApiKey());
    request.headers.set(WEBAUTHN_STAMP_HEADER, '{}');
    await expectUnauthenticated(await sandbox.handler(request), /one stamp/);
  });
});

describe('X-Stamp-WebAuthn (passkey)', () => {
  let authenticator: SoftwareAuthenticator;
  let credentialId: string;

  beforeAll(async () => {
    authenticator = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0]!,
    });
    const { input, credential } = authenticator.register({ authenticatorName: 'Test passkey' });
    credentialId = credential.credentialId;
    const out = await submit(sandbox, 'create_authenticators', {
      authenticators: [input],
      userId: sandbox.bootstrap.userId,
    });
    expect(out.status).toBe(200);
  });

  const passkeyRequest = (path: string, body: string, stamp: string) =>
    rawRequest(path, body, { [WEBAUTHN_STAMP_HEADER]: stamp });

  it('accepts an assertion whose challenge is the hex of sha256(body), for queries and submits', async () => {
    const body = JSON.stringify({
      organizationId: sandbox.bootstrap.organizationId,
      userId: sandbox.bootstrap.userId,
    });
    const query = await sandbox.handler(
      passkeyRequest(queryPath('get_authenticators'), body, authenticator.stamp(body)),
    );
    expect(query.status).toBe(200);

    const submitText = JSON.stringify(
      submitBody(
        'create_user_tag',
        sandbox.bootstrap.organizationId,
        {
          userTagName: 'passkey users',
          userIds: [sandbox.bootstrap.userId],
        },
        { timestampMs: clock },
      ),
    );
    const submitted = await sandbox.handler(
      passkeyRequest(submitPath('create_user_tag'), submitText, authenticator.stamp(submitText)),
    );
    expect(submitted.status).toBe(200);
    const { activity } = (await submitted.json()) as { activity: { votes: { userId: string }[] } };
    expect(activity.votes[0]?.userId).toBe(sandbox.bootstrap.userId);
  });

  it('refuses an assertion over another body', async () => {
    const body = JSON.stringify({
      organizationId: sandbox.bootstrap.organizationId,
      userId: sandbox.bootstrap.userId,
    });
    const other = JSON.stringify({
      organizationId: sandbox.bootstrap.organizationId,
      userId: sub.userId,
    });
    const response = await sandbox.handler(
      passkeyRequest(queryPath('get_authenticators'), other, authenticator.stamp(body)),
    );
    await expectUnauthenticated(response, /does not verify/);
  });

  it('refuses a replayed assertion (the signature counter must grow)', async () => {
    const body = JSON.stringify({
      organizationId: sandbox.bootstrap.organizationId,
      userId: sandbox.bootstrap.userId,
    });
    const stamp = authenticator.stamp(body);
    const send = () =>
      sandbox.handler(passkeyRequest(queryPath('get_authenticators'), body, stamp));
    expect((await send()).status).toBe(200);
    await expectUnauthenticated(await send(), /does not verify/);
  });

  it('refuses an unknown credential, a foreign origin and malformed headers', async () => {
    const body = JSON.stringify({
      organizationId: sandbox.bootstrap.organizationId,
      userId: sandbox.bootstrap.userId,
    });
    const unregistered = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0]!,
    });
    unregistered.register();
    await expectUnauthenticated(
      await sandbox.handler(
        passkeyRequest(queryPath('get_authenticators'), body, unregistered.stamp(body)),
      ),
      /unknown passkey/,
    );

    // The registered passkey, used from a page of another origin.
    const phishing = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: 'https://evil.example',
    });
    const credential = authenticator.credentials.find((c) => c.credentialId === credentialId)!;
    phishing.credentials.push(credential);
    await expectUnauthenticated(
      await sandbox.handler(
        passkeyRequest(queryPath('get_authenticators'), body, phishing.stamp(body)),
      ),
      /does not verify/,
    );

    const spoilt = JSON.parse(authenticator.stamp(body)) as Record<string, string>;
    for (const header of [
      'not json',
      '[]',
      JSON.stringify({ ...spoilt, signature: undefined }),
      JSON.stringify({ ...spoilt, clientDataJson: 42 }),
      encodeWebAuthnStamp({ ...(spoilt as unknown as WebAuthnStamp), signature: 'AAAA' }),
    ]) {
      await expectUnauthenticated(
        await sandbox.handler(passkeyRequest(queryPath('get_authenticators'), body, header)),
      );
    }
  });

  it("refuses a passkey stamp on another organization's submit", async () => {
    const text = JSON.stringify(
      submitBody(
        'create_user_tag',
        stranger.organizationId,
        { userTagName: 'x', userIds: [] },
        {
          timestampMs: clock,
        },
      ),
    );
    const response = await sandbox.handler(
      passkeyRequest(submitPath('create_user_tag'), text, authenticator.stamp(text)),
    );
    await expectUnauthenticated(response, /does not belong/);
  });
});
