import { sandboxConfig } from 'embedded-wallet-kit';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

// The README's quick start: `npx embedded-wallet-kit-sandbox --write-env .env.local` wrote the
// sandbox's whole kit config as VITE_EWK_SANDBOX; nothing is copied by hand.
const config = sandboxConfig(import.meta.env.VITE_EWK_SANDBOX);
const root = document.getElementById('root');
if (root) createRoot(root).render(<App config={config} />);
