import type { WalletKit } from '../walletKit.js';
import { removeLoginMethod } from './removeLoginMethod.js';
import { setContact } from './setContact.js';

/**
 * Removes the signed-in user's phone number (an empty value, as the service takes it), never
 * their last login method (`removeLoginMethod`).
 */
export function removePhone(kit: WalletKit, args: { signal?: AbortSignal } = {}): Promise<void> {
  return removeLoginMethod(kit, { kind: 'phone' }, args.signal, () =>
    setContact(kit, { type: 'OTP_TYPE_SMS', value: '', signal: args.signal }),
  );
}
