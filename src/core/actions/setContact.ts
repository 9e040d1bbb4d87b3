import type { OtpType } from '../../protocol/enums.js';
import { parseJwt } from '../crypto/parseJwt.js';
import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';

/**
 * Sets the signed-in user's e-mail (`update_user_email`) or phone number
 * (`update_user_phone_number`); verified when `verificationToken` (from `verifyContactCode`)
 * proves it. As the production client does, a proven contact that another account already
 * has is refused before the update (`account` lookup with the token): `ALREADY_EXISTS`. Once
 * a proven contact is set, the kit remembers it as one this device has verified
 * (`kit.knownAccounts`, as after a login by code): `get_user` does not say which contacts were
 * verified, and the next login with it then needs no `account` lookup.
 */
export async function setContact(
  kit: WalletKit,
  args: { type: OtpType; value: string; verificationToken?: string; signal?: AbortSignal },
): Promise<void> {
  const { organizationId, userId } = signedInUser(kit);
  const call = { signal: args.signal };
  const { verificationToken } = args;
  const isEmail = args.type === 'OTP_TYPE_EMAIL';
  if (verificationToken && args.value !== '') {
    const found = await kit.proxy.account(
      {
        filterType: isEmail ? 'EMAIL' : 'PHONE_NUMBER',
        filterValue: args.value,
        verificationToken,
      },
      call,
    );
    if (found.organizationId && found.organizationId !== organizationId) {
      throw new KitError(
        'ALREADY_EXISTS',
        `another account already uses this ${isEmail ? 'e-mail address' : 'phone number'}`,
      );
    }
  }
  const token = verificationToken ? { verificationToken } : {};
  if (isEmail) await kit.api.updateUserEmail({ userId, userEmail: args.value, ...token }, call);
  else await kit.api.updateUserPhoneNumber({ userId, userPhoneNumber: args.value, ...token }, call);
  if (verificationToken && args.value !== '') {
    // The token was checked by `verifyContactCode` and accepted by the service just now.
    const contact = String(parseJwt(verificationToken).claims.contact ?? args.value);
    await kit.knownAccounts.remember({ otpType: args.type, contact });
  }
}
