import { type SignMessageArgs, signMessage, type WalletKit } from '../../core/index.js';
import { accountMutationOptions } from './accountMutationOptions.js';

/** Signs a message with an embedded wallet account (core `signMessage`: `sign_raw_payload`). */
export const signMessageMutationOptions = (kit: WalletKit) =>
  accountMutationOptions('signMessage', (args: SignMessageArgs) => signMessage(kit, args));
