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
import { buildApp, byteSize, gzipSize, kb } from './support/buildApp.js';

export const description =
  'minified + gzipped size of a minimal Vite production app per entry (React external)';

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

interface Figures {
  initialMin: number;
  initialGzip: number;
  lazy: { file: string; min: number; gzip: number; wallets: boolean }[];
  css: { min: number; gzip: number };
}

/** Builds one app and sums what loads up front (the entry and its static imports) apart from lazy chunks. */
export async function measureApp(code: string): Promise<Figures> {
  const app = await buildApp(code);
  const figures: Figures = { initialMin: 0, initialGzip: 0, lazy: [], css: { min: 0, gzip: 0 } };
  for (const chunk of app.chunks) {
    if (chunk.initial) {
      figures.initialMin += byteSize(chunk.code);
      figures.initialGzip += gzipSize(chunk.code);
    } else {
      figures.lazy.push({
        file: chunk.fileName,
        min: byteSize(chunk.code),
        gzip: gzipSize(chunk.code),
        // The external-wallet code (issue 8): loaded only when the wallet option is used.
        wallets: Object.keys(chunk.modules).some((id) => id.includes('/src/core/wallets/')),
      });
    }
  }
  for (const css of app.css) {
    figures.css.min += byteSize(css);
    figures.css.gzip += gzipSize(css);
  }
  return figures;
}

const verdict = (size: number, target: number) =>
  size <= target ? `within ${kb(target)}` : `OVER ${kb(target)} by ${kb(size - target)}`;

export async function run(): Promise<void> {
  for (const app of APPS) {
    const f = await measureApp(app.code);
    console.log(
      `${app.name}\n  up front: ${kb(f.initialMin)} min, ${kb(f.initialGzip)} gzip (${verdict(f.initialGzip, app.target)})`,
    );
    for (const chunk of f.lazy.filter((c) => !c.wallets)) {
      console.log(`  lazy ${chunk.file}: ${kb(chunk.min)} min, ${kb(chunk.gzip)} gzip`);
    }
    for (const chunk of f.lazy.filter((c) => c.wallets)) {
      console.log(
        `  wallet chunk (on first use of the wallet option) ${chunk.file}: ${kb(chunk.min)} min, ${kb(chunk.gzip)} gzip`,
      );
    }
    const lazyGzip = f.lazy.reduce((sum, c) => sum + c.gzip, 0);
    console.log(`  up front + every lazy chunk: ${kb(f.initialGzip + lazyGzip)} gzip`);
  }
  const css = await measureApp(`import 'embedded-wallet-kit/styles.css';`);
  console.log(
    `styles.css\n  ${kb(css.css.min)} min, ${kb(css.css.gzip)} gzip (${verdict(css.css.gzip, CSS_TARGET)})`,
  );
}
