import 'embedded-wallet-kit/styles.css';
import './demo.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { loadSandboxInfo } from './sandboxInfo.js';

const container = document.getElementById('root');
if (!container) throw new Error('demo: #root is missing from index.html');
const root = createRoot(container);

loadSandboxInfo().then(
  (info) =>
    root.render(
      <StrictMode>
        <App info={info} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <main className="ewk-root demo-page demo-startup-error">
        <h1>The sandbox is not answering</h1>
        <p>
          Start everything with <code>npm run demo</code>. ({String(error)})
        </p>
      </main>,
    ),
);
