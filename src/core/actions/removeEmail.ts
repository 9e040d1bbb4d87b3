import type { WalletKit } from '../walletKit.js';
import { removeLoginMethod } from './removeLoginMethod.js';
import { setContact } from './setContact.js';

/**
 * Removes the signed-in user's e-mail address (an empty value, as the service takes it), never
 * their last login method (`removeLoginMethod`).
 */
export function removeEmail(kit: WalletKit, args: { signal?: AbortSignal } = {}): Promise<void> {
  return removeLoginMethod(kit, { kind: 'email' }, args.signal, () =>
    setContact(kit, { type: 'OTP_TYPE_EMAIL', value: '', signal: args.signal }),
  );
}
