import type { SigningConfirmer } from '../../core/index.js';
import type { WalletKitContextValue } from '../context/walletKitContext.js';
import { confirmChunk } from './confirmChunk.js';

/**
 * The confirmer `<WalletKitProvider>` gives its kit (`setSigningConfirmer`): the modal's
 * confirmation screen, loaded on first use, with the provider's latest context (theme, strings).
 */
export const modalConfirmer =
  (context: () => WalletKitContextValue): SigningConfirmer =>
  async (request, options) =>
    (await confirmChunk.load()).showConfirmation(context(), request, options);
