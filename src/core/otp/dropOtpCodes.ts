import type { WalletKit } from '../walletKit.js';

/** What `dropOtpCodes` needs of a kit's OTP codes (otpCodes.ts). */
interface Droppable {
  clear(): void;
}

/**
 * The kits' OTP codes (otpCodes.ts makes them), by kit. Apart from otpCodes.ts so that
 * `createWalletKit`, which drops them, does not bundle the code encryption for every app.
 */
export const otpCodeOwners = new WeakMap<WalletKit, Droppable>();

/** Drops the kit's codes, if it has any, deleting the keys nobody took (its `destroy`). */
export function dropOtpCodes(kit: WalletKit): void {
  otpCodeOwners.get(kit)?.clear();
}
