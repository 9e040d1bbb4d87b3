/**
 * What the sandbox and its testing helpers give an app's developer, in Chromium (issue 27,
 * items 12 and 13).
 *
 * The demo's e-mails and SMS name the app as its modal does: the proxy configuration's app name
 * (spec, "E-mail customisation"), which `npm run demo` sets to the demo's `ui.appName`.
 *
 * The dev wallet's page script must not depend on how the test calling `addDevWallet` was
 * compiled (issue 27, item 13): tsx, and esbuild with `keepNames`, wrap functions in a
 * `__name(...)` helper that a function's `toString()` carries into the page, where it is not
 * defined. Each way compiles `src/testing/fixtures/printDevWalletScript.ts` (which calls
 * `addDevWallet`), and the script it prints runs in Chromium: the wallet announces itself over
 * EIP-6963 and wallet-standard and asks the bridge for accounts and signatures.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { readInbox } from 'embedded-wallet-kit-sandbox/testing';
import { build } from 'esbuild';
import { DEMO_APP_NAME } from '../demo/src/demoAppName.js';
import {
  baseUrlOf,
  logOut,
  modalOf,
  openModal,
  signInWithEmail,
  signInWithPhone,
  uniqueEmail,
  uniquePhone,
} from './support/demo.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = join(root, 'src/testing/fixtures/printDevWalletScript.ts');

interface Printed {
  bridge: string;
  content: string;
}

const compilers: Record<string, () => Promise<Printed>> = {
  'tsx (node --import tsx)': async () =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', fixture], { cwd: root, encoding: 'utf8' }),
    ) as Printed,
  'an esbuild bundle with keepNames': async () => {
    // Inside the repository, so that the bundle's external packages resolve.
    const cache = join(root, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'ewk-devwallet-'));
    try {
      const outfile = join(dir, 'print.mjs');
      await build({
        entryPoints: [fixture],
        outfile,
        bundle: true,
        keepNames: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        logLevel: 'silent',
      });
      return JSON.parse(
        execFileSync(process.execPath, [outfile], { cwd: root, encoding: 'utf8' }),
      ) as Printed;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

for (const [compiler, compile] of Object.entries(compilers)) {
  test(`the dev wallet works in the page when the caller is compiled by ${compiler}`, async ({
    page,
  }) => {
    const printed = await compile();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    await page.exposeFunction(printed.bridge, (request: { chain: string; method: string }) => {
      asked.push(`${request.chain}:${request.method}`);
      return request.method === 'eth_requestAccounts'
        ? { result: ['0x00000000000000000000000000000000000000aa'] }
        : { result: 'ab'.repeat(64) };
    });
    await page.addInitScript({ content: printed.content });
    await page.route('http://devwallet.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title>' }),
    );
    await page.goto('http://devwallet.test/');
    // A script that failed in the page (e.g. "__name is not defined") fails here, at once.
    expect(errors).toEqual([]);

    const seen = await page.evaluate(async () => {
      const announced = await new Promise<{
        info: { name: string };
        provider: { request(args: { method: string }): Promise<unknown> };
      }>((resolve) => {
        window.addEventListener(
          'eip6963:announceProvider',
          (event) => resolve((event as CustomEvent).detail),
          { once: true },
        );
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
      const registered: { name: string; features: Record<string, unknown> }[] = [];
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: { register: (wallet: (typeof registered)[number]) => registered.push(wallet) },
        }),
      );
      const solana = registered[0]?.features['solana:signMessage'] as {
        signMessage(input: { message: Uint8Array }): Promise<{ signature: Uint8Array }[]>;
      };
      const [signed] = await solana.signMessage({ message: new Uint8Array([1, 2, 3]) });
      return {
        name: announced.info.name,
        accounts: await announced.provider.request({ method: 'eth_requestAccounts' }),
        solanaWallet: registered[0]?.name,
        signatureBytes: signed?.signature.length,
      };
    });
    expect(errors).toEqual([]);
    expect(seen).toEqual({
      name: 'Dev Wallet',
      accounts: ['0x00000000000000000000000000000000000000aa'],
      solanaWallet: 'Dev Wallet',
      signatureBytes: 64,
    });
    expect(asked).toEqual(['solana:signMessage', 'ethereum:eth_requestAccounts']);
  });
}

test('the e-mail and the SMS name the app as its modal does', async ({ page }, info) => {
  await page.goto('/');
  await expect(await openModal(page)).toContainText(DEMO_APP_NAME);
  await page.keyboard.press('Escape');
  await expect(modalOf(page)).toBeHidden();

  const email = uniqueEmail(info, 'app-name');
  await signInWithEmail(page, email);
  await logOut(page);
  const phone = uniquePhone();
  await signInWithPhone(page, phone);

  const [mail] = await readInbox(baseUrlOf(page), email);
  const [sms] = await readInbox(baseUrlOf(page), phone.e164);
  expect(mail).toMatchObject({ channel: 'email', appName: DEMO_APP_NAME });
  expect(mail?.subject).toBe(`Your ${DEMO_APP_NAME} sign-in code`);
  expect(mail?.body).toContain(`your ${DEMO_APP_NAME} sign-in code is`);
  expect(sms?.body).toContain(`is your ${DEMO_APP_NAME} code`);
  for (const message of [mail, sms]) expect(message?.body).not.toContain('Sandbox');
});
