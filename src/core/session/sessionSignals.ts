import type { SessionEvent, SessionSnapshot } from './session.js';

/** The store's outward face: the snapshot React reads, its listeners, and the event listeners. */
export interface SessionSignals {
  readonly snapshot: SessionSnapshot;
  /** For `useSyncExternalStore`: `listener` runs after every change of the snapshot. */
  subscribe(listener: () => void): () => void;
  /** Replaces the snapshot (the same object is no change) and tells the listeners. */
  show(next: SessionSnapshot): void;
  on(listener: (event: SessionEvent) => void): () => void;
  emit(event: SessionEvent): void;
}

export function createSessionSignals(initial: SessionSnapshot): SessionSignals {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: SessionEvent) => void>();
  return {
    get snapshot() {
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(next) {
      if (next === snapshot) return;
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...eventListeners]) listener(event);
    },
  };
}
