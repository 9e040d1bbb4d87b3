import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';
import type { SigningConfirmer, SigningRequest } from './signingRequest.js';

const confirmers = new WeakMap<WalletKit, SigningConfirmer | undefined>();

/**
 * Sets who asks the user before the kit signs what an app asks it to (`signMessage`,
 * `signTypedData`, `signTransaction`, `sendTransaction` and the adapters over them), or removes
 * it (`undefined`). `<WalletKitProvider>` sets the modal's confirmation screen; a headless app
 * sets its own, or passes `confirm: false` to each call it has confirmed itself. Answers a
 * function that removes this confirmer again (and only this one).
 */
export function setSigningConfirmer(
  kit: WalletKit,
  confirmer: SigningConfirmer | undefined,
): () => void {
  confirmers.set(kit, confirmer);
  return () => {
    if (confirmers.get(kit) === confirmer) confirmers.set(kit, undefined);
  };
}

/**
 * Asks the kit's confirmer, unless the caller said `confirm: false`. A rejection is
 * `USER_CANCELLED` (`details.reason: 'REJECTED'`, EIP-1193's 4001 "User Rejected Request"); no
 * confirmer at all is `CONFIRMATION_UNAVAILABLE`: the kit never signs unasked by default.
 */
export async function confirmSigning(
  kit: WalletKit,
  request: SigningRequest,
  options: { confirm?: boolean | undefined; signal?: AbortSignal | undefined },
): Promise<void> {
  if (options.confirm === false) return;
  const confirmer = confirmers.get(kit);
  if (!confirmer) {
    throw new KitError(
      'CONFIRMATION_UNAVAILABLE',
      'No confirmation screen to ask the user: render <WalletKitProvider>, set one with setSigningConfirmer, or pass confirm: false',
      { details: { kind: request.kind } },
    );
  }
  options.signal?.throwIfAborted();
  const decision = await confirmer(request, options.signal ? { signal: options.signal } : {});
  if (decision !== 'approve') {
    throw new KitError('USER_CANCELLED', 'The user rejected the request', {
      details: { reason: 'REJECTED', kind: request.kind },
    });
  }
}
