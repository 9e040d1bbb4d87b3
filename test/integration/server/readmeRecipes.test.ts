import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSessionVerifier,
  type SessionVerifier,
} from '../../../src/server/createSessionVerifier.js';
import { createInProcessSandbox } from '../../../src/testing/createInProcessSandbox.js';
import { signInTestUser } from '../../../src/testing/signInTestUser.js';

/**
 * The README's backend recipes, taken from the README itself so the two cannot drift: its Hono
 * app answers the signed-in user and refuses a missing, expired, foreign or replayed request
 * with 401 and `{code, message}`; its backend test (which the package check also runs in the
 * packed packages' app, under Vitest and Jest) passes here against the sources.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const readme = readFileSync(`${root}/README.md`, 'utf8');
const block = (marker: string) => {
  const code = new RegExp(`<!-- ${marker} -->\\s*\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
  if (!code) throw new Error(`README has no <!-- ${marker} --> block`);
  // The package names resolve to this repository's sources.
  return code
    .replaceAll("'embedded-wallet-kit/server'", `'${root}src/server/index.ts'`)
    .replaceAll("'embedded-wallet-kit-sandbox/testing'", `'${root}src/testing/index.ts'`);
};
// Under node_modules, so `hono` and `vitest` resolve as they do for the repository.
const dir = `${root}node_modules/.cache/readme-recipes`;
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/honoApi.ts`, block('readme-check: hono'));
writeFileSync(`${dir}/backendTest.ts`, block('consumer-check: backend-test'));

// The README's backend test registers its own test here.
await import(`${dir}/backendTest.ts`);

describe("the README's Hono recipe", async () => {
  const { createApi } = (await import(`${dir}/honoApi.ts`)) as {
    createApi(verifier: SessionVerifier): { request(request: Request): Promise<Response> };
  };
  const sandbox = await createInProcessSandbox();
  const user = await signInTestUser(sandbox);
  afterAll(async () => {
    user.close();
    await sandbox.close();
  });
  const APP = 'https://app.example';
  const apiAt = (now?: () => number) =>
    createApi(
      createSessionVerifier({
        origins: APP,
        trustedKeys: sandbox.info.kitConfig.trustedKeys,
        // An hour's window, so the clock moved past the session's end finds it expired, not stale.
        ...(now ? { now, maxAgeSeconds: 3600 } : {}),
      }),
    );
  const refusal = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as { code: string; message: string },
  });

  it('answers the signed-in user, and a replay of the same request 401 REPLAYED_REQUEST', async () => {
    const api = apiAt();
    const request = await user.signedRequest(`${APP}/api/me`);
    const answer = await api.request(request.clone());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ userId: user.userId });
    const replayed = await refusal(await api.request(request));
    expect(replayed).toMatchObject({ status: 401, body: { code: 'REPLAYED_REQUEST' } });
    expect(replayed.body.message).toBeTruthy();
  });

  it('refuses a missing, an expired and a foreign request with 401 {code, message}', async () => {
    const api = apiAt();
    expect(await refusal(await api.request(new Request(`${APP}/api/me`)))).toMatchObject({
      status: 401,
      body: { code: 'CREDENTIALS_MISSING' },
    });
    // Signed for another site, sent here.
    const foreign = await user.signedRequest('https://other.example/api/me');
    expect(await refusal(await api.request(new Request(`${APP}/api/me`, foreign)))).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SIGNATURE' },
    });
    const later = apiAt(() => user.session.expiresAt + 10_000);
    expect(
      await refusal(await later.request(await user.signedRequest(`${APP}/api/me`))),
    ).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } });
  });
});
