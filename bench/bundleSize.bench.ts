/**
 * What each path costs a user: minimal production apps per entry, built with Vite (minified,
 * tree-shaken, as an integrator's build would), measured minified and gzipped, held to the
 * budgets of `sizeBudgets.ts`. Every dependency counts (TanStack Query, the crypto libraries,
 * ...) except React and react-dom, which the host app has anyway (marked external). Chunks loaded
 * on demand (`import()`) are listed one by one with what pulls them in (the module whose
 * `import()` loads them), read from the build's module graph: a new lazy feature shows up here,
 * and counts in "every chunk", without an edit.
 *
 * Enforced (a missed budget prints a `MISSED` line and fails the bench with a non-zero exit):
 * the modal app up front and with every chunk; an e-mail login's whole path; the core login app
 * up front; the account center's chunk; the frame's script; the CSS; the core, React and React
 * signing entries whole, bundled without splitting. Printed only: the hooks app against its 30 KB
 * target, the account app's up front.
 *
 * An e-mail login's path is what a real one fetches, not a list of chunk names: the modal app's
 * build is served to Chromium with a sandbox in-process, and a new user then a returning one log
 * in by e-mail as a person would (`support/recordEmailLogin.ts`); every script the page asked for,
 * from its first load until it is quiet after the login, is summed, the modal's idle prefetches
 * of other methods' chunks included (the user's browser fetches them all the same). Each lazy
 * chunk is listed with the step during which it was asked for. Both paths must fit the budget.
 *
 * The account center is one chunk the account app loads when it first opens (`<AccountButton>`);
 * the account app's up front is printed beside the modal app's (what `<AccountButton>` and
 * `<AccountModal>` add before it opens). The isolated frame (`embedded-wallet-kit/frame`) is
 * served as built, not bundled by the app: its one script against its budget, its page and
 * stylesheet beside it, and what the three cost together.
 */
import { buildFrameFiles } from '../scripts/buildFrame.js';
import { SIZE_BUDGETS } from './sizeBudgets.js';
import { type BuiltApp, buildApp, byteSize, gzipSize, kb } from './support/buildApp.js';
import { type RecordedPath, recordEmailLogin } from './support/recordEmailLogin.js';

export const description =
  'minified + gzipped size per user path: minimal Vite production apps, a recorded e-mail login, whole entries (React external)';

/** A size limit: a budget fails the bench when missed, a target is only printed. */
interface Limit {
  bytes: number;
  kind: 'budget' | 'target';
}

interface AppCase {
  name: string;
  /** Gzip bytes the page loads up front (none: printed only). */
  upFront?: Limit;
  /** Gzip bytes up front plus every chunk loaded on demand. */
  total?: Limit;
  /** Also records what an e-mail login through the modal fetches, held to this limit. */
  emailLoginPath?: Limit;
  /** Source of the app's entry module (.tsx). */
  code: string;
}

/**
 * The apps. Each does what its entry is for, the least an integrator would: the core app
 * configures a kit and runs an e-mail OTP login; the hooks app renders a custom login with the
 * hooks; the modal app renders the provider and the drop-in login button and modal.
 *
 * No top-level `await` in them, as in a usual app entry: a module with top-level await turns off
 * rolldown's chunk optimizations for the whole build (`experimental.chunkOptimization`), so every
 * module the entry shares with a lazy chunk (the session-key flow the wallet chunk reuses, the
 * encoders) would be split into small chunks of its own, about 2 KB gzip more up front for the
 * modal app than an app written the usual way pays.
 */
export const APPS: AppCase[] = [
  {
    name: 'core login app (createWalletKit + e-mail OTP login)',
    upFront: { bytes: SIZE_BUDGETS.coreLoginApp, kind: 'budget' },
    code: `
import { createWalletKit, initOtp, verifyOtp } from 'embedded-wallet-kit';
fetch('/__dev/info').then((r) => r.json()).then((info) => {
  const kit = createWalletKit({
    authProxyUrl: info.authProxyUrl,
    authProxyConfigId: info.authProxyConfigId,
    baseUrl: info.baseUrl,
    organizationId: info.organizationId,
    trustedKeys: info.trustedKeys,
  });
  const form = document.querySelector('form');
  form.onsubmit = async (event) => {
    event.preventDefault();
    const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: form.email.value });
    const result = await verifyOtp(kit, { handle, code: prompt('Code?') ?? '' });
    document.body.textContent = result.session.userId;
  };
});
`,
  },
  {
    name: 'hooks app (provider + useEmailOtp/useSession/useLogout, no modal)',
    upFront: { bytes: 30_000, kind: 'target' },
    code: `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { WalletKitProvider, useEmailOtp, useLogout, useSession } from 'embedded-wallet-kit/react';
function Login() {
  const { status } = useSession();
  const otp = useEmailOtp();
  const logout = useLogout();
  const [value, setValue] = useState('');
  if (status === 'signedIn') return h('button', { onClick: () => logout.mutate() }, 'Log out');
  const onSubmit = (e) => {
    e.preventDefault();
    (otp.status === 'codeSent' ? otp.verifyCode(value) : otp.sendCode(value)).catch(() => {});
    setValue('');
  };
  return h('form', { onSubmit },
    h('input', { value, onChange: (e) => setValue(e.target.value) }), h('button', null, 'Continue'));
}
fetch('/__dev/info').then((r) => r.json()).then((info) => {
  createRoot(document.getElementById('root')).render(h(WalletKitProvider, { config: info }, h(Login)));
});
`,
  },
  {
    name: 'modal app (provider + LoginButton/AuthModal, everything it needs)',
    upFront: { bytes: SIZE_BUDGETS.modalUpFront, kind: 'budget' },
    total: { bytes: SIZE_BUDGETS.modalWithEveryChunk, kind: 'budget' },
    emailLoginPath: { bytes: SIZE_BUDGETS.emailLoginPath, kind: 'budget' },
    code: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { WalletKitProvider, LoginButton } from 'embedded-wallet-kit/react';
fetch('/__dev/info').then((r) => r.json()).then((info) => {
  createRoot(document.getElementById('root')).render(h(WalletKitProvider, { config: info }, h(LoginButton)));
});
`,
  },
  {
    name: 'account app (the modal app + AccountButton, the account center lazy)',
    code: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { WalletKitProvider, LoginButton, AccountButton } from 'embedded-wallet-kit/react';
fetch('/__dev/info').then((r) => r.json()).then((info) => {
  createRoot(document.getElementById('root')).render(
    h(WalletKitProvider, { config: info }, h(AccountButton), h(LoginButton)),
  );
});
`,
  },
];

/** The chunk `accountCenterChunk` loads (`src/react/account/accountCenter.tsx`). */
const ACCOUNT_CENTER_CHUNK = /account[\\/]accountCenter\.tsx$/;
const FRAME_SCREENS = /account[\\/]screens[\\/](export|import)Screen\.tsx$/;
const FRAME_SCREEN_FILE = /assets\/(export|import)Screen-/;
const ACCOUNT_CENTER_BUDGET: Limit = { bytes: SIZE_BUDGETS.accountCenter, kind: 'budget' };
const CSS_BUDGET: Limit = { bytes: SIZE_BUDGETS.css, kind: 'budget' };
const FRAME_SCRIPT_BUDGET: Limit = { bytes: SIZE_BUDGETS.frameScript, kind: 'budget' };

/**
 * Each entry with every export, every `import()` inlined: what a bundler that cannot split (or
 * an app that uses everything) pays. The namespace escapes, so nothing is tree-shaken away.
 */
const WHOLE_ENTRIES: { name: string; code: string; limit: Limit; beside?: string }[] = [
  {
    name: 'core entry (embedded-wallet-kit), whole, unsplit',
    code: `import * as entry from 'embedded-wallet-kit'; globalThis.entry = entry;`,
    limit: { bytes: SIZE_BUDGETS.coreEntryUnsplit, kind: 'budget' },
  },
  {
    name: 'React entry (embedded-wallet-kit/react), whole, unsplit',
    code: `import * as entry from 'embedded-wallet-kit/react'; globalThis.entry = entry;`,
    limit: { bytes: SIZE_BUDGETS.reactEntryUnsplit, kind: 'budget' },
  },
  {
    // What it adds to the React entry's: both whole, less the React entry whole (the pieces they
    // share, TanStack Query's client among them, are the React entry's).
    name: 'React signing entry (embedded-wallet-kit/react/signing), whole, unsplit, beside the React entry',
    code: `import * as entry from 'embedded-wallet-kit/react/signing'; globalThis.entry = entry;`,
    beside: `import * as react from 'embedded-wallet-kit/react'; globalThis.react = react;`,
    limit: { bytes: SIZE_BUDGETS.reactSigningEntryUnsplit, kind: 'budget' },
  },
];

export interface LazyChunk {
  file: string;
  min: number;
  gzip: number;
  /** The module a dynamic `import()` loads, when the chunk is one's entry. */
  entryModule?: string;
  /** Modules whose `import()` loads it (or chunks importing it, for a shared chunk). */
  pulledInBy: string[];
}

interface Figures {
  app: BuiltApp;
  initialMin: number;
  initialGzip: number;
  lazy: LazyChunk[];
  css: { min: number; gzip: number };
}

/**
 * Builds one app and sums what loads up front (the entry and its static imports) apart from lazy
 * chunks.
 */
export async function measureApp(
  code: string,
  options: { codeSplitting?: boolean } = {},
): Promise<Figures> {
  const app = await buildApp(code, 'main.tsx', options);
  const figures: Figures = {
    app,
    initialMin: 0,
    initialGzip: 0,
    lazy: [],
    css: { min: 0, gzip: 0 },
  };
  for (const chunk of app.chunks) {
    if (chunk.initial) {
      figures.initialMin += byteSize(chunk.code);
      figures.initialGzip += gzipSize(chunk.code);
    } else {
      figures.lazy.push({
        file: chunk.fileName,
        min: byteSize(chunk.code),
        gzip: gzipSize(chunk.code),
        entryModule: chunk.entryModule,
        pulledInBy: chunk.pulledInBy,
      });
    }
  }
  figures.lazy.sort((a, b) => b.gzip - a.gzip);
  for (const css of app.css) {
    figures.css.min += byteSize(css);
    figures.css.gzip += gzipSize(css);
  }
  return figures;
}

/** One line per checked figure: its size, its limit, and met / MISSED (budget) or over (target). */
function check(label: string, size: number, limit: Limit, missed: string[]): string {
  const within = size <= limit.bytes;
  const verdict = within
    ? 'met'
    : limit.kind === 'budget'
      ? `MISSED by ${kb(size - limit.bytes)}`
      : `over by ${kb(size - limit.bytes)}`;
  if (!within && limit.kind === 'budget') missed.push(`${label}: ${kb(size)} > ${kb(limit.bytes)}`);
  return `${label}: ${kb(size)} gzip, ${limit.kind} ${kb(limit.bytes)}: ${verdict}`;
}

/**
 * The e-mail login's two paths (new user, returning user), each summed over the scripts the page
 * fetched and checked against the limit; the lazy chunks among them listed with their module.
 */
async function checkEmailLoginPath(f: Figures, limit: Limit, missed: string[]): Promise<void> {
  const recorded = await recordEmailLogin(f.app);
  const byFile = new Map(f.app.chunks.map((chunk) => [chunk.fileName, chunk]));
  const lazyByFile = new Map(f.lazy.map((chunk) => [chunk.file, chunk]));
  const paths: [string, RecordedPath][] = [
    ['new user', recorded.newUser],
    ['returning user', recorded.returningUser],
  ];
  for (const [who, path] of paths) {
    const gzip = path.scripts.reduce((sum, { file }) => {
      const chunk = byFile.get(file);
      if (!chunk) throw new Error(`e-mail login fetched ${file}, which the build did not emit`);
      return sum + gzipSize(chunk.code);
    }, 0);
    console.log(`  ${check(`e-mail login's whole path, ${who}`, gzip, limit, missed)}`);
    for (const { file, step } of path.scripts) {
      const lazy = lazyByFile.get(file);
      if (!lazy) continue; // up front, counted above
      console.log(`    ${step}: ${lazy.entryModule ?? lazy.file} ${kb(lazy.gzip)} (${lazy.file})`);
    }
  }
}

export async function run(): Promise<void> {
  const missed: string[] = [];
  for (const app of APPS) {
    const f = await measureApp(app.code);
    const lazyGzip = f.lazy.reduce((sum, c) => sum + c.gzip, 0);
    console.log(app.name);
    const upFront = app.upFront
      ? check('up front', f.initialGzip, app.upFront, missed)
      : `up front: ${kb(f.initialGzip)} gzip`;
    console.log(`  ${upFront} (${kb(f.initialMin)} min)`);
    for (const chunk of f.lazy) {
      const what = chunk.entryModule ? `${chunk.entryModule}, ` : '';
      console.log(
        `    chunk ${chunk.file}: ${kb(chunk.gzip)} gzip (${kb(chunk.min)} min), ${what}pulled in by ${chunk.pulledInBy.join(', ') || '?'}`,
      );
    }
    const center = f.lazy.find((c) => ACCOUNT_CENTER_CHUNK.test(c.entryModule ?? ''));
    if (center) {
      console.log(`  ${check('account center chunk', center.gzip, ACCOUNT_CENTER_BUDGET, missed)}`);
      // Export and import (frameScreenChunks.ts): their screens and the frame channel they share.
      const frameScreens = f.lazy.filter(
        (c) =>
          FRAME_SCREENS.test(c.entryModule ?? '') ||
          (c.pulledInBy.length > 0 && c.pulledInBy.every((by) => FRAME_SCREEN_FILE.test(by))),
      );
      const extra = frameScreens.reduce((sum, c) => sum + c.gzip, 0);
      console.log(
        `  account center with its export and import screens: ${kb(center.gzip + extra)} gzip (${kb(extra)} more, loaded when the profile shows)`,
      );
    } else if (/AccountButton/.test(app.code)) {
      missed.push('account center chunk: not found among the lazy chunks');
    }
    const total = f.initialGzip + lazyGzip;
    console.log(
      app.total
        ? `  ${check('with every chunk', total, app.total, missed)}`
        : `  with every chunk: ${kb(total)} gzip`,
    );
    if (app.emailLoginPath) await checkEmailLoginPath(f, app.emailLoginPath, missed);
  }
  for (const entry of WHOLE_ENTRIES) {
    const f = await measureApp(`${entry.beside ?? ''}\n${entry.code}`, { codeSplitting: false });
    const base = entry.beside
      ? await measureApp(entry.beside, { codeSplitting: false })
      : { initialGzip: 0, initialMin: 0 };
    const [gzip, min] = [f.initialGzip - base.initialGzip, f.initialMin - base.initialMin];
    console.log(`${entry.name}\n  ${check('whole', gzip, entry.limit, missed)} (${kb(min)} min)`);
  }
  const css = await measureApp(`import 'embedded-wallet-kit/styles.css';`);
  console.log(
    `styles.css\n  ${check('CSS', css.css.gzip, CSS_BUDGET, missed)} (${kb(css.css.min)} min)`,
  );
  // The server entry runs on a backend or an edge runtime, not in a page: printed, no budget.
  const server = await measureApp(
    `import { createSessionVerifier } from 'embedded-wallet-kit/server';\nglobalThis.v = createSessionVerifier;`,
  );
  console.log(
    `server entry (embedded-wallet-kit/server, createSessionVerifier)\n  ${kb(server.initialGzip)} gzip (${kb(server.initialMin)} min)`,
  );
  const frame = await buildFrameFiles();
  const script = frame['frame.js'];
  console.log(
    `frame (embedded-wallet-kit/frame)\n  ${check('frame.js', gzipSize(script), FRAME_SCRIPT_BUDGET, missed)} (${kb(byteSize(script))} min)`,
  );
  for (const name of ['index.html', 'frame.css'] as const) {
    console.log(`  ${name}: ${kb(gzipSize(frame[name]))} gzip (${kb(byteSize(frame[name]))})`);
  }
  const whole = Object.values(frame).reduce((sum, text) => sum + gzipSize(text), 0);
  console.log(`  page, stylesheet and script: ${kb(whole)} gzip`);
  if (missed.length > 0) {
    for (const line of missed) console.log(`MISSED size budget: ${line}`);
    throw new Error(`${missed.length} size budget(s) missed`);
  }
  console.log('size budgets: all met');
}
