/**
 * What each public entry costs an app: a minimal production app per entry, built with Vite
 * (minified, tree-shaken, as an integrator's build would), measured minified and gzipped.
 * Every dependency counts (TanStack Query, the crypto libraries, ...) except React and react-dom,
 * which the host app has anyway (marked external). Chunks loaded on demand (`import()`) are
 * printed apart from what the page loads up front.
 *
 * Targets (issue 5), gzip: core app 15 KB, hooks app 30 KB, modal app 45 KB, CSS 4 KB.
 * Printed, never asserted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const description =
  'minified + gzipped size of a minimal Vite production app per entry (React external)';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

interface AppCase {
  name: string;
  target: number;
  /** Source of the app's entry module (.tsx). */
  code: string;
}

/**
 * The apps. Each does what its entry is for, the least an integrator would: the core app
 * configures a kit and runs an e-mail OTP login; the hooks app renders a custom login with the
 * hooks; the modal app renders the provider and the drop-in login button and modal.
 */
export const APPS: AppCase[] = [
  {
    name: 'core (createWalletKit + e-mail OTP login)',
    target: 15_000,
    code: `
import { createWalletKit, initOtp, verifyOtp } from 'embedded-wallet-kit';
const info = await (await fetch('/__dev/info')).json();
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
`,
  },
  {
    name: 'hooks (provider + useEmailOtp/useSession/useLogout, no modal)',
    target: 30_000,
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
const info = await (await fetch('/__dev/info')).json();
createRoot(document.getElementById('root')).render(h(WalletKitProvider, { config: info }, h(Login)));
`,
  },
  {
    name: 'modal (provider + LoginButton/AuthModal, everything it needs)',
    target: 45_000,
    code: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { WalletKitProvider, LoginButton } from 'embedded-wallet-kit/react';
const info = await (await fetch('/__dev/info')).json();
createRoot(document.getElementById('root')).render(h(WalletKitProvider, { config: info }, h(LoginButton)));
`,
  },
];

const CSS_TARGET = 4_000;

const isReact = (id: string) =>
  id === 'react' || id.startsWith('react/') || id === 'react-dom' || id.startsWith('react-dom/');

interface Figures {
  initialMin: number;
  initialGzip: number;
  lazy: { file: string; min: number; gzip: number }[];
  css: { min: number; gzip: number };
}

const gz = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
const bytes = (text: string | Uint8Array) =>
  typeof text === 'string' ? Buffer.byteLength(text) : text.length;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
}
interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** Builds one app and sums what loads up front (the entry and its static imports) apart from lazy chunks. */
export async function measureApp(code: string): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'ewk-bundle-'));
  try {
    const entry = join(dir, 'main.tsx');
    writeFileSync(entry, code);
    const result = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      mode: 'production',
      plugins: [react()],
      resolve: {
        alias: [
          { find: /^embedded-wallet-kit\/react$/, replacement: src('react/index.ts') },
          { find: /^embedded-wallet-kit\/styles\.css$/, replacement: src('react/styles.css') },
          { find: /^embedded-wallet-kit$/, replacement: src('core/index.ts') },
        ],
      },
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        reportCompressedSize: false,
        rolldownOptions: { input: entry, external: isReact },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as unknown as {
      output: (ChunkLike | AssetLike)[];
    }[];
    const files = outputs.flatMap((o) => o.output);
    const chunks = new Map(
      files.filter((f): f is ChunkLike => f.type === 'chunk').map((c) => [c.fileName, c]),
    );
    const initial = new Set<string>();
    const visit = (name: string) => {
      if (initial.has(name)) return;
      initial.add(name);
      for (const dep of chunks.get(name)?.imports ?? []) if (chunks.has(dep)) visit(dep);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    const figures: Figures = {
      initialMin: 0,
      initialGzip: 0,
      lazy: [],
      css: { min: 0, gzip: 0 },
    };
    for (const chunk of chunks.values()) {
      if (initial.has(chunk.fileName)) {
        figures.initialMin += bytes(chunk.code);
        figures.initialGzip += gz(chunk.code);
      } else {
        figures.lazy.push({ file: chunk.fileName, min: bytes(chunk.code), gzip: gz(chunk.code) });
      }
    }
    for (const asset of files) {
      if (asset.type === 'asset' && asset.fileName.endsWith('.css')) {
        figures.css.min += bytes(asset.source);
        figures.css.gzip += gz(asset.source);
      }
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 1 KB = 1000 bytes (the stricter reading of the targets). */
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const verdict = (size: number, target: number) =>
  size <= target ? `within ${kb(target)}` : `OVER ${kb(target)} by ${kb(size - target)}`;

export async function run(): Promise<void> {
  for (const app of APPS) {
    const f = await measureApp(app.code);
    console.log(
      `${app.name}\n  up front: ${kb(f.initialMin)} min, ${kb(f.initialGzip)} gzip (${verdict(f.initialGzip, app.target)})`,
    );
    for (const chunk of f.lazy) {
      console.log(`  lazy ${chunk.file}: ${kb(chunk.min)} min, ${kb(chunk.gzip)} gzip`);
    }
    const lazyGzip = f.lazy.reduce((sum, c) => sum + c.gzip, 0);
    console.log(`  up front + every lazy chunk: ${kb(f.initialGzip + lazyGzip)} gzip`);
  }
  const css = await measureApp(`import 'embedded-wallet-kit/styles.css';`);
  console.log(
    `styles.css\n  ${kb(css.css.min)} min, ${kb(css.css.gzip)} gzip (${verdict(css.css.gzip, CSS_TARGET)})`,
  );
}
