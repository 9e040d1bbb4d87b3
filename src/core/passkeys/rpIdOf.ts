import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';

/**
 * The WebAuthn relying party id of the kit's passkeys: `passkey.rpId`, else the page's host name.
 * Part of the passkey chunk (its only callers are the two ceremonies): a few bytes fewer up front
 * for every page; a kit without one fails before any prompt or request, once the chunk is there.
 */
export const rpIdOf = (kit: WalletKit): string => {
  const rpId =
    kit.options.passkey.rpId ?? (globalThis as { location?: Location }).location?.hostname;
  if (!rpId) throw new KitError('WEBAUTHN_NOT_SUPPORTED', 'no passkey relying party id (rpId)');
  return rpId;
};
