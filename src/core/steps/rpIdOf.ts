import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';

/**
 * The WebAuthn relying party id of the kit's passkeys: `passkey.rpId`, else the page's host name.
 * Checked by the passkey actions before their ceremony chunk loads, so a kit with no rpId fails
 * at once, without a fetch.
 */
export const rpIdOf = (kit: WalletKit): string => {
  const rpId =
    kit.options.passkey.rpId ?? (globalThis as { location?: Location }).location?.hostname;
  if (!rpId) throw new KitError('WEBAUTHN_NOT_SUPPORTED', 'no passkey relying party id (rpId)');
  return rpId;
};
