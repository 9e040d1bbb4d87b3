import { KitError } from '../errors/kitError.js';
import type { KeyStore } from '../keys/keyStore.js';
import type { LocksLike } from '../platform/locksLike.js';
import type { SessionTab } from './createSessionTab.js';
import { SESSION_MESSAGE_TYPE } from './followOtherTabs.js';
import type { Session, SessionSnapshot } from './session.js';
import type { SessionRefresher } from './sessionRefresher.js';
import type { SessionSignals } from './sessionSignals.js';

/** What a refresh takes of the store (createSessionStore.ts). */
export interface RefreshSteps {
  ready(): Promise<SessionSnapshot>;
  signals: SessionSignals;
  serial<T>(task: () => Promise<T>): Promise<T>;
  tab: SessionTab;
  options: { locks?: LocksLike | undefined; keyStore: KeyStore };
  broadcast(event: 'refresh'): void;
}

/** One refresh of the store's session, under the cross-tab lock when there is one. */
export async function refreshOnce(
  steps: RefreshSteps,
  refresher: SessionRefresher,
): Promise<Session> {
  const { signals, serial, tab, options } = steps;
  await steps.ready();
  const before = signals.snapshot.session;
  if (!before) throw new KitError('SESSION_MISSING', 'there is no session to refresh');
  const locked = <T>(task: () => Promise<T>): Promise<T> =>
    options.locks ? options.locks.request(`${SESSION_MESSAGE_TYPE}:refresh`, task) : task();
  return locked(async () => {
    // Another tab may have refreshed while this one waited for the lock: adopt its session.
    const current = await serial(tab.load);
    if (!current) throw new KitError('SESSION_MISSING', 'the session ended');
    if (current.token !== before.token) return current;
    const key = await options.keyStore.get(current.publicKey);
    if (!key) throw new KitError('SESSION_MISSING', 'the session key is gone');
    const next = await refresher(current, key);
    const session = await serial(() => tab.adopt(next.token, next.key));
    steps.broadcast('refresh');
    signals.emit({ type: 'refresh', session, remote: false });
    return session;
  });
}
