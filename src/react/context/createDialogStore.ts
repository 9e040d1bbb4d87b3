/** What every dialog the provider keeps has: whether it shows, and which mounted copy shows it. */
export interface DialogState {
  open: boolean;
  /** The mounted dialog component that shows the dialog (the first one mounted). */
  owner: string | undefined;
}

/**
 * A dialog's state as a framework-free store (`subscribe`/`getSnapshot`, like the session
 * store), with what the login modal and the account center both need around it: the mounted
 * copies registering (the first one shows the dialog; when it unmounts, the next one does) and
 * the element to give focus back to on close.
 */
export interface DialogStore<S extends DialogState> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
  /** Replaces some fields and tells every listener. */
  set(next: Partial<S>): void;
  /** A mounted copy announces itself; the returned function withdraws it. */
  register(id: string): () => void;
  /** The element focused now: read when the dialog opens (a click), never at import (SSR-safe). */
  focused(): { focus(): void } | null;
}

export function createDialogStore<S extends DialogState>(initial: S): DialogStore<S> {
  let state = initial;
  const owners: string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: Partial<S>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    set,
    register(id) {
      owners.push(id);
      if (state.owner === undefined) set({ owner: id } as Partial<S>);
      return () => {
        owners.splice(owners.indexOf(id), 1);
        if (state.owner === id) set({ owner: owners[0] } as Partial<S>);
      };
    },
    focused() {
      const active = (globalThis as { document?: Document }).document?.activeElement;
      return active && 'focus' in active ? (active as HTMLElement) : null;
    },
  };
}
