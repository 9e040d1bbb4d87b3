import 'embedded-wallet-kit/styles.css';
import './demo.css';
import { createWalletKit } from 'embedded-wallet-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { demoKitOptions } from './demoKitOptions.js';
import {
  cacheSandboxInfo,
  loadSandboxInfo,
  readCachedSandboxInfo,
  type SandboxInfo,
} from './sandboxInfo.js';
import { warmSignedInView } from './warmSignedInView.js';

const container = document.getElementById('root');
if (!container) throw new Error('demo: #root is missing from index.html');
const root = createRoot(container);

async function start(info: SandboxInfo): Promise<void> {
  const kit = createWalletKit(demoKitOptions(info, new URLSearchParams(location.search)));
  // Restoring the session reads only this browser's storage (the JWT, checked against the
  // pinned key, and its key in IndexedDB): no request. Rendering once it is done makes the
  // first paint the right one, signed in or not, never "restoring" then the other.
  await kit.session.ready().catch(() => {});
  root.render(
    <StrictMode>
      <App info={info} kit={kit} />
    </StrictMode>,
  );
  warmSignedInView();
}

function showStartupError(error: unknown): void {
  root.render(
    <main className="ewk-root demo-page demo-startup-error">
      <h1>The sandbox is not answering</h1>
      <p>
        Start everything with <code>npm run demo</code>. ({String(error)})
      </p>
    </main>,
  );
}

const cached = readCachedSandboxInfo();
if (cached) {
  // Once the page has painted, check the cached settings: a sandbox restarted with a fresh store
  // has new ids and keys, and the page starts again with them.
  const revalidate = () =>
    loadSandboxInfo().then(
      (fresh) => {
        if (JSON.stringify(fresh) === JSON.stringify(cached)) return;
        cacheSandboxInfo(fresh);
        location.reload();
      },
      () => {},
    );
  void start(cached).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(revalidate))),
  );
} else {
  loadSandboxInfo().then((info) => {
    cacheSandboxInfo(info);
    return start(info);
  }, showStartupError);
}
