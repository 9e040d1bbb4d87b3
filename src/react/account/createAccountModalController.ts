import { KitError, type MessageSignature } from '../../core/index.js';
import { createDialogStore, type DialogState } from '../context/createDialogStore.js';
import type { AccountScreenName, AccountScreenRequest } from './accountScreens.js';

/** `owner`: the mounted `<AccountModal>` that shows the dialog (the first one mounted). */
export interface AccountModalState extends DialogState {
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
  const store = createDialogStore<AccountModalState>({
    open: false,
    owner: undefined,
    request: { screen: 'profile' },
  });
  let opener: { focus(): void } | null = null;
  let pending: { resolve(s: MessageSignature): void; reject(e: unknown): void } | undefined;
  const cancelPending = () => {
    pending?.reject(new KitError('USER_CANCELLED', 'the user closed the account center'));
    pending = undefined;
  };
  const controller: AccountModalController = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    register: store.register,
    get opener() {
      return opener;
    },
    open(screen = 'profile') {
      cancelPending();
      if (!store.getSnapshot().open) opener = store.focused();
      store.set({ open: true, request: typeof screen === 'string' ? { screen } : { ...screen } });
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
      if (store.getSnapshot().open) store.set({ open: false });
    },
  };
  return controller;
}
