import { useEffect, useState } from 'react';
import { useSession } from './useSession.js';
import { useWalletKit } from './useWalletKit.js';

export interface UseSessionTimeLeftParameters {
  /** How often it is read again, in milliseconds (default 1000). */
  everyMs?: number;
}

/**
 * Milliseconds until the current session expires (0 once it has; undefined when signed out),
 * updated every `everyMs`: on the service's clock (`kit.clock`), so a session timer shows what
 * the service will do, on a device whose clock is minutes off too (`session.expiresAt -
 * Date.now()` would not).
 */
export function useSessionTimeLeft({
  everyMs = 1000,
}: UseSessionTimeLeftParameters = {}): number | undefined {
  const kit = useWalletKit();
  const expiresAt = useSession().session?.expiresAt;
  const left = () =>
    expiresAt === undefined ? undefined : Math.max(0, expiresAt - kit.clock.now());
  const [, tick] = useState(0);
  useEffect(() => {
    if (expiresAt === undefined) return;
    let timer: unknown;
    const next = () => {
      tick((n) => n + 1);
      timer = kit.clock.setTimeout(next, everyMs);
    };
    timer = kit.clock.setTimeout(next, everyMs);
    return () => kit.clock.clearTimeout(timer);
  }, [kit, expiresAt, everyMs]);
  return left();
}
