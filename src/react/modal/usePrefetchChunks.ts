import { useEffect } from 'react';
import { preloadOAuth, preloadPasskeys } from '../../core/index.js';
import type { OfferedLoginMethods } from './offeredLoginMethods.js';
import { phoneFieldChunk } from './phoneFieldChunk.js';
import { walletPanelChunk } from './walletPanelChunk.js';
import { whenIdle } from './whenIdle.js';

/**
 * The chunks kept out of the up-front bundle are fetched as soon as they are one step away, so
 * reaching them does not wait: the wallet screen and the phone field when the methods offer them,
 * the passkey and OAuth ceremonies (core's chunks) when they offer a passkey or a social login.
 * For passkeys and popups it matters twice: the browser's prompt or popup must open while the
 * click's user activation lasts, not after a download. Those fetched at open wait until the methods are painted and the browser is
 * idle (`whenIdle`). A failed prefetch is dropped quietly: the click loads the chunk again and
 * reports a failure then.
 */
export function usePrefetchChunks(methods: OfferedLoginMethods | undefined): void {
  usePrefetchWhenOffered(methods?.wallet === true, walletPanelChunk.load);
  usePrefetchWhenOffered(methods?.sms === true, phoneFieldChunk.load);
  usePrefetchWhenOffered(methods?.passkey === true, preloadPasskeys);
  usePrefetchWhenOffered((methods?.oauth.length ?? 0) > 0, preloadOAuth);
}

/** Fetches a chunk once the browser is idle, while it is on offer (`load` must be stable). */
function usePrefetchWhenOffered(offered: boolean, load: () => Promise<unknown>): void {
  useEffect(() => {
    if (offered) return whenIdle(() => void load().catch(() => {}));
  }, [offered, load]);
}
