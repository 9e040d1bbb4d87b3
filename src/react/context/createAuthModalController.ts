import { KitError, type LoginResult } from '../../core/index.js';

export interface AuthModalState {
  open: boolean;
  /** The mounted `<AuthModal>` that shows the dialog (the first one mounted). */
  owner: string | undefined;
}

/**
 * The modal's open state, kept by the provider so that hooks (`useAuthModal`) and buttons can
 * open it without importing the modal's code: the dialog stays tree-shakeable from the hooks.
 * A framework-free store like the session store (`subscribe`/`getSnapshot`).
 */
export interface AuthModalController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthModalState;
  /**
   * Opens the modal. Resolves with the login when it succeeds; rejects with `USER_CANCELLED`
   * when the user closes it first. Ignoring the promise is safe (its rejection is handled).
   */
  open(): Promise<LoginResult>;
  /** Closes the modal as the user would: a pending `open()` rejects with `USER_CANCELLED`. */
  close(): void;
  /** The modal's login finished: a pending `open()` resolves (the modal stays open to show it). */
  succeed(result: LoginResult): void;
  /** The element focused when the modal opened, to give focus back on close. */
  readonly opener: { focus(): void } | null;
  /**
   * A login finished since the modal last opened: closing then does not give the focus back to
   * the opener (a "Log in" button is now "Log out"), see `returnFocus`.
   */
  readonly loggedIn: boolean;
  /**
   * Keeps the modal's flow as it stood when it closed, for the next opening while the page lives
   * (issue 27: reopening finds the code screen, the code still good). The modal's own data: only
   * the modal reads it back (`parked`). `undefined` forgets it.
   */
  park(flow: unknown): void;
  parked(): unknown;
  /** A modal instance announces itself; the first registered one shows the dialog. */
  register(id: string): () => void;
}

interface Deferred {
  promise: Promise<LoginResult>;
  resolve(result: LoginResult): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve: (result: LoginResult) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<LoginResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Callers may ignore the promise (`onClick={() => open()}`): a cancel must not surface as an
  // unhandled rejection. Those who await it still see the rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

export function createAuthModalController(): AuthModalController {
  let state: AuthModalState = { open: false, owner: undefined };
  let pending: Deferred | undefined;
  let opener: { focus(): void } | null = null;
  let loggedIn = false;
  let flow: unknown;
  const owners: string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: Partial<AuthModalState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    get opener() {
      return opener;
    },
    get loggedIn() {
      return loggedIn;
    },
    park(next) {
      flow = next;
    },
    parked: () => flow,
    open() {
      if (state.open && pending) return pending.promise;
      pending = deferred();
      loggedIn = false;
      // Read at call time (a click), never at import time: SSR-safe.
      const active = (globalThis as { document?: Document }).document?.activeElement;
      opener = active && 'focus' in active ? (active as HTMLElement) : null;
      set({ open: true });
      return pending.promise;
    },
    close() {
      const was = pending;
      pending = undefined;
      if (state.open) set({ open: false });
      was?.reject(new KitError('USER_CANCELLED', 'the user closed the login modal'));
    },
    succeed(result) {
      const was = pending;
      pending = undefined;
      // Whatever flow was parked led to a login (here or in another login UI of the app).
      flow = undefined;
      if (state.open) loggedIn = true;
      was?.resolve(result);
    },
    register(id) {
      owners.push(id);
      if (state.owner === undefined) set({ owner: id });
      return () => {
        owners.splice(owners.indexOf(id), 1);
        if (state.owner === id) set({ owner: owners[0] });
      };
    },
  };
}
