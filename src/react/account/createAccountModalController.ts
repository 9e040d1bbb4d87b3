import { KitError, type MessageSignature } from '../../core/index.js';
import type { AccountScreenName, AccountScreenRequest } from './accountScreens.js';

export interface AccountModalState {
  open: boolean;
  /** The mounted `<AccountModal>` that shows the dialog (the first one mounted). */
  owner: string | undefined;
  /** The screen the center opened on (a new object at each opening). */
  request: AccountScreenRequest;
}

/**
 * The account center's open state, kept by the provider (as the login modal's is) so that hooks
 * and buttons open it without importing its code. `open()` shows a screen; `signMessage()`
 * shows the signing confirmation and settles with its outcome.
 */
export interface AccountModalController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AccountModalState;
  open(screen?: AccountScreenName | AccountScreenRequest): void;
  /**
   * Opens the signing confirmation for `message`; resolves with the signature, or rejects with
   * `USER_CANCELLED` when the user closes the center first (ignoring the promise is safe).
   */
  signMessage(request: { message: string; address?: string }): Promise<MessageSignature>;
  /** The confirmation signed: a pending `signMessage()` resolves (the screen shows it). */
  signed(signature: MessageSignature): void;
  close(): void;
  /** The element focused when the center opened, to give focus back on close. */
  readonly opener: { focus(): void } | null;
  register(id: string): () => void;
}

export function createAccountModalController(): AccountModalController {
  let state: AccountModalState = { open: false, owner: undefined, request: { screen: 'profile' } };
  let opener: { focus(): void } | null = null;
  let pending: { resolve(s: MessageSignature): void; reject(e: unknown): void } | undefined;
  const owners: string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: Partial<AccountModalState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const cancelPending = () => {
    pending?.reject(new KitError('USER_CANCELLED', 'the user closed the account center'));
    pending = undefined;
  };
  const controller: AccountModalController = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    get opener() {
      return opener;
    },
    open(screen = 'profile') {
      cancelPending();
      if (!state.open) {
        // Read at call time (a click), never at import time: SSR-safe.
        const active = (globalThis as { document?: Document }).document?.activeElement;
        opener = active && 'focus' in active ? (active as HTMLElement) : null;
      }
      set({ open: true, request: typeof screen === 'string' ? { screen } : { ...screen } });
    },
    signMessage(request) {
      controller.open({ screen: 'signMessage', ...request });
      const promise = new Promise<MessageSignature>((resolve, reject) => {
        pending = { resolve, reject };
      });
      // Callers may ignore it: a cancel must not surface as an unhandled rejection.
      promise.catch(() => {});
      return promise;
    },
    signed(signature) {
      pending?.resolve(signature);
      pending = undefined;
    },
    close() {
      cancelPending();
      if (state.open) set({ open: false });
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
  return controller;
}
