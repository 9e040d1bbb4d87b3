/** A listener of an EIP-1193 event (`accountsChanged`, `chainChanged`, ...). */
export type Listener = (...args: never[]) => void;

/** The events an EIP-1193 provider emits (EIP-1193, "Events"): listeners by event name. */
export function providerEvents() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    emit(event: string, ...args: unknown[]): void {
      for (const listener of listeners.get(event) ?? []) {
        (listener as (...a: unknown[]) => void)(...args);
      }
    },
    on(event: string, listener: Listener): void {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener);
    },
  };
}
