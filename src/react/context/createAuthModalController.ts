import { KitError, type LoginResult } from '../../core/index.js';
import { createDialogStore, type DialogState } from './createDialogStore.js';

/** `owner`: the mounted `<AuthModal>` that shows the dialog (the first one mounted). */
export type AuthModalState = DialogState;

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
   * (reopening finds the code screen, the code still good). The modal's own data: only
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
  const store = createDialogStore<AuthModalState>({ open: false, owner: undefined });
  let pending: Deferred | undefined;
  let opener: { focus(): void } | null = null;
  let loggedIn = false;
  let flow: unknown;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    register: store.register,
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
      if (store.getSnapshot().open && pending) return pending.promise;
      pending = deferred();
      loggedIn = false;
      opener = store.focused();
      store.set({ open: true });
      return pending.promise;
    },
    close() {
      const was = pending;
      pending = undefined;
      if (store.getSnapshot().open) store.set({ open: false });
      was?.reject(new KitError('USER_CANCELLED', 'the user closed the login modal'));
    },
    succeed(result) {
      const was = pending;
      pending = undefined;
      // Whatever flow was parked led to a login (here or in another login UI of the app).
      flow = undefined;
      if (store.getSnapshot().open) loggedIn = true;
      was?.resolve(result);
    },
  };
}
