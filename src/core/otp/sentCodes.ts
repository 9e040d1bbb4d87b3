import type { OtpType } from '../../protocol/enums.js';
import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';

/** What a code was sent for: a login (`initOtp`) or a new contact (`sendContactCode`). */
export type SentCodePurpose = 'login' | 'contact';

/** What `verifyOtp` needs to finish the login the code was sent for: plain data. */
export interface OtpHandle {
  otpId: string;
  otpType: OtpType;
  contact: string;
  /** `otpEncryptionTargetBundle`: checked against the pinned key before the code is encrypted. */
  targetBundle: string;
}

/**
 * The last code sent per kit, purpose and contact type: the handle a check uses when it is
 * given none. Kept here, beside the codes' prepared work (otpCodes.ts), so that a hook or a
 * custom UI holds no copy of its own.
 */
const latest = new WeakMap<WalletKit, Map<string, OtpHandle>>();

const keyOf = (purpose: SentCodePurpose, otpType: OtpType) => `${purpose}:${otpType}`;

/** Records `handle` as the last code sent for `purpose`. */
export function recordSentCode(kit: WalletKit, purpose: SentCodePurpose, handle: OtpHandle): void {
  let byKey = latest.get(kit);
  if (!byKey) {
    byKey = new Map();
    latest.set(kit, byKey);
  }
  byKey.set(keyOf(purpose, handle.otpType), handle);
}

/** The last code sent of `otpType` for `purpose`, if it was not forgotten. */
export function lastSentCode(
  kit: WalletKit,
  args: { purpose: SentCodePurpose; otpType: OtpType },
): OtpHandle | undefined {
  return latest.get(kit)?.get(keyOf(args.purpose, args.otpType));
}

/** The handle a check uses: the one given, else the last code sent of that type. */
export function sentCodeHandle(
  kit: WalletKit,
  purpose: SentCodePurpose,
  args: { handle?: OtpHandle; otpType?: OtpType },
): OtpHandle {
  const handle =
    args.handle ?? (args.otpType && latest.get(kit)?.get(keyOf(purpose, args.otpType)));
  if (!handle) throw new KitError('FAILED_PRECONDITION', 'no code was sent yet');
  return handle;
}

/** Forgets the last code sent of `otpType` for `purpose`: a check without a handle then fails. */
export function forgetSentCode(
  kit: WalletKit,
  args: { purpose: SentCodePurpose; otpType: OtpType },
): void {
  latest.get(kit)?.delete(keyOf(args.purpose, args.otpType));
}
