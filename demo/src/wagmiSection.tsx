import { lazy, Suspense } from 'react';
import type { SandboxInfo } from './sandboxInfo.js';

// wagmi and viem load with the panel, not with the demo's first screen.
const WagmiPanel = lazy(() => import('./panels/wagmiPanel.js'));

/** The wagmi panel, when the sandbox has a local chain to send on (`npm run demo` starts one). */
export function WagmiSection({ info }: { info: SandboxInfo }) {
  if (!info.chain) return null;
  return (
    <Suspense fallback={null}>
      <WagmiPanel chain={info.chain} />
    </Suspense>
  );
}
