import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '../../core/index.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * The current session (`{status, session, expiringSoon}`), re-rendering on every change: the
 * core session store read through `useSyncExternalStore` (DESIGN.md, "State"). On a server and
 * during hydration the status is `loading`.
 */
export function useSession(): SessionSnapshot {
  const { session } = useWalletKit();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}
