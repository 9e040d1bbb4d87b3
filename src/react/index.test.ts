import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as entry from './index.js';

const entryPath = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * A fresh plain Node process (tsx only strips types; no test environment, no DOM) with traps on
 * the browser globals: imports the React entry, then server-renders a provider with hooks, the
 * login button and the modal with `react-dom/server`.
 */
const SSR_PROBE = `
const touched = [];
for (const name of ['window', 'document', 'indexedDB', 'localStorage', 'sessionStorage',
    'BroadcastChannel', 'navigator', 'location', 'opener', 'HTMLElement']) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      // Who read it: the React layer, the core, or a dependency (TanStack's \`typeof window\`).
      const frame = new Error().stack.split(String.fromCharCode(10))[2] ?? '';
      const who = frame.includes('/node_modules/') ? 'dependency'
        : frame.includes('/src/react/') ? 'react' : frame.includes('/src/core/') ? 'core' : 'other';
      touched.push(who + ':' + name);
      return undefined;
    },
  });
}
const kitReact = await import(process.argv[1]);
const importTouched = [...touched];
const { createElement: h } = await import('react');
const { renderToString } = await import('react-dom/server');
touched.length = 0;
function Probe() {
  const session = kitReact.useSession();
  const config = kitReact.useWalletKitConfig();
  const hooks = kitReact.useUser();
  const modal = kitReact.useAuthModal();
  return h('p', { id: 'probe' },
    [session.status, config.status, hooks.fetchStatus, String(modal.isOpen)].join(' '));
}
const config = {
  authProxyUrl: 'https://proxy.test', authProxyConfigId: 'c', baseUrl: 'https://api.test',
  organizationId: 'o', ui: { theme: 'dark' },
};
const html = renderToString(
  h(kitReact.WalletKitProvider, { config },
    h(Probe), h(kitReact.LoginButton), h(kitReact.AuthModal)),
);
console.log(JSON.stringify({ importTouched, renderTouched: touched, html }));
process.exit(0);
`;

const runProbe = () => {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', SSR_PROBE, entryPath],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
    importTouched: string[];
    renderTouched: string[];
    html: string;
  };
};

describe('the react entry', () => {
  it('imports and server-renders in plain Node without touching a browser global', () => {
    const { importTouched, renderTouched, html } = runProbe();
    // Importing: only TanStack Query's `isServer` feature test (`typeof window`) reads a global.
    expect(importTouched).toEqual(['dependency:window']);
    // Rendering: the React layer reads none; creating the kit, the core looks for the browser
    // parts it would use (IndexedDB, storage, locks) and finds none, so it uses memory ones.
    expect(renderTouched.filter((t) => !t.startsWith('core:'))).toEqual([]);
    expect(renderTouched).not.toContain('core:document');
    // The server snapshot: session loading, nothing fetched, modal closed and not rendered.
    expect(html).toContain('<p id="probe">loading pending idle false</p>');
    expect(html).toContain('>Log in</button>');
    expect(html).not.toContain('<dialog');
  });

  it('exports this public surface (a change here is a change of the public API)', () => {
    expect(Object.keys(entry).sort()).toMatchSnapshot();
  });
});
