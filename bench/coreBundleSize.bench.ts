/**
 * What the core entry costs a browser app: a tiny app importing the kit and its main flows,
 * built with Vite (rolldown) as an integrator's production build would (minified, tree-shaken),
 * measured minified and gzipped. Code the flows load on demand (`import()`: HPKE for OTP, the
 * WebAuthn helpers) is printed apart from what loads up front. Also checks the output for Node
 * polyfills ('node:' imports, `Buffer`), which a browser bundle must not carry, and lists the
 * heaviest modules of the up-front code. The up-front size is printed against the core login
 * app's budget (`SIZE_BUDGETS.coreLoginApp`), which `npm run bench -- bundleSize` enforces.
 *
 * The app has no top-level `await` in its entry on purpose: with one, rolldown moves the modules
 * the entry shares with lazy chunks into small chunks of their own (so that no lazy chunk imports
 * an entry that is still awaiting), and each is gzipped apart, about 1 KB more in all.
 */
import { SIZE_BUDGETS } from './sizeBudgets.js';
import { buildApp, byteSize, gzipSize, kb } from './support/buildApp.js';

export const description =
  'core entry (createWalletKit + OTP, OAuth, passkey flows) minified + gzipped, Vite/rolldown';

const TARGET = SIZE_BUDGETS.coreLoginApp;

const APP = `
import {
  createWalletKit, initOtp, verifyOtp, loginWithOAuthPopup, startOAuthRedirect,
  resumeOAuthRedirect, completeOAuthRedirect, signupWithPasskey, loginWithPasskey, logout,
} from 'embedded-wallet-kit';
if (completeOAuthRedirect() === 'none') {
  const kit = createWalletKit({
    authProxyUrl: 'https://proxy.example', authProxyConfigId: 'cfg', baseUrl: 'https://api.example',
    organizationId: 'org',
  });
  kit.session.subscribe(() => { document.title = kit.session.getSnapshot().status; });
  resumeOAuthRedirect(kit).catch(console.error);
  const go = {
    otp: async (contact, code) => verifyOtp(kit, { handle: await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact }), code }),
    google: () => loginWithOAuthPopup(kit, { provider: 'google' }),
    x: () => startOAuthRedirect(kit, { provider: 'x' }),
    passkey: () => loginWithPasskey(kit),
    signup: () => signupWithPasskey(kit),
    logout: () => logout(kit),
  };
  globalThis.go = go;
}
`;

export async function measureCore(): Promise<{
  initialMin: number;
  initialGzip: number;
  lazy: { file: string; gzip: number }[];
  polyfills: string[];
  heaviest: { module: string; bytes: number }[];
}> {
  const app = await buildApp(APP, 'main.js');
  let initialMin = 0;
  let initialGzip = 0;
  const lazy: { file: string; gzip: number }[] = [];
  const polyfills: string[] = [];
  const modules: { module: string; bytes: number }[] = [];
  for (const chunk of app.chunks) {
    if (/["'`]node:|\bBuffer\b/.test(chunk.code)) polyfills.push(chunk.fileName);
    if (chunk.initial) {
      initialMin += byteSize(chunk.code);
      initialGzip += gzipSize(chunk.code);
      for (const [id, info] of Object.entries(chunk.modules)) {
        modules.push({
          module: id.replace(/^.*\/(node_modules|src)\//, '$1/'),
          bytes: info.renderedLength,
        });
      }
    } else {
      lazy.push({ file: chunk.fileName, gzip: gzipSize(chunk.code) });
    }
  }
  modules.sort((a, b) => b.bytes - a.bytes);
  return { initialMin, initialGzip, lazy, polyfills, heaviest: modules.slice(0, 8) };
}

export async function run(): Promise<void> {
  const f = await measureCore();
  const verdict =
    f.initialGzip <= TARGET
      ? `within ${kb(TARGET)}`
      : `OVER ${kb(TARGET)} by ${kb(f.initialGzip - TARGET)}`;
  console.log(`up front: ${kb(f.initialMin)} min, ${kb(f.initialGzip)} gzip (${verdict})`);
  for (const chunk of f.lazy) console.log(`  on demand: ${chunk.file} ${kb(chunk.gzip)} gzip`);
  console.log(
    f.polyfills.length === 0
      ? "Node polyfills: none ('node:' and Buffer absent)"
      : `Node polyfills FOUND in ${f.polyfills.join(', ')}`,
  );
  console.log('heaviest up-front modules (bytes as rendered into the chunk, before minifying):');
  for (const m of f.heaviest) console.log(`  ${String(m.bytes).padStart(6)}  ${m.module}`);
}
