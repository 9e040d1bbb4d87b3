import type { BroadcastLike } from '../platform/broadcastLike.js';
import type { SessionTab } from './createSessionTab.js';
import type { SessionSignals } from './sessionSignals.js';

/** `type` of the session store's cross-tab messages (`{type, event}`). */
export const SESSION_MESSAGE_TYPE = 'embedded-wallet-kit:session';

/**
 * Keeps this tab in step with the others: a login, refresh or logout announced on `channel` is
 * read back from the shared storage (never taken from the message), and announced here as a
 * `remote` event when it changed what this tab shows. Answers the unsubscribe.
 */
export function followOtherTabs(
  channel: BroadcastLike | undefined,
  store: {
    serial<T>(task: () => Promise<T>): Promise<T>;
    tab: SessionTab;
    signals: SessionSignals;
  },
): () => void {
  if (!channel) return () => {};
  const onMessage = (event: { data: unknown }) => {
    const data = event.data as { type?: unknown; event?: unknown } | null;
    if (data?.type !== SESSION_MESSAGE_TYPE) return;
    const kind = data.event;
    if (kind !== 'login' && kind !== 'logout' && kind !== 'refresh') return;
    void store.serial(async () => {
      const before = store.signals.snapshot.session;
      const session = await store.tab.load();
      if (session && session.token !== before?.token) {
        store.signals.emit({
          type: kind === 'refresh' ? 'refresh' : 'login',
          session,
          remote: true,
        });
      } else if (!session && before) {
        store.signals.emit({ type: 'logout', remote: true });
      }
    });
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
