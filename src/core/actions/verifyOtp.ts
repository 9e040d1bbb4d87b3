import type { OtpType } from '../../protocol/enums.js';
import { createProofCheckKey } from '../login/createProofCheckKey.js';
import { logInWithToken } from '../login/logInWithToken.js';
import type { LoginResult, SignupOptions } from '../login/loginResult.js';
import { withSessionKey } from '../login/withSessionKey.js';
import { checkOtpToken } from '../otp/checkOtpToken.js';
import { otpCodes } from '../otp/otpCodes.js';
import { otpSignup } from '../otp/otpSignup.js';
import { sealOtpCode } from '../otp/sealOtpCode.js';
import { sentCodeHandle } from '../otp/sentCodes.js';
import type { WalletKit } from '../walletKit.js';
import type { OtpHandle } from './initOtp.js';

export interface VerifyOtpArgs {
  /** The code's handle; default: the last one `initOtp` answered for `otpType`. */
  handle?: OtpHandle;
  otpType?: OtpType;
  /** The code the user typed. */
  code: string;
  /** Used when this contact has no account yet. */
  signup?: SignupOptions;
  signal?: AbortSignal;
}

/**
 * Step 2 of the OTP flow (spec "OTP flow (ordered)"), with what `initOtp` made ahead (the
 * session key, the encryption, the account lookup: otp/otpCodes.ts): seal the code
 * (otp/sealOtpCode.ts), check the token `otp_verify_v2` answers (otp/checkOtpToken.ts), then log
 * in, signing a new user up first (login/logInWithToken.ts; the signup request in
 * otp/otpSignup.ts). A returning user on a device that logged them in before costs one request
 * after the code check, and so does a new user's signup before their login.
 */
export function verifyOtp(kit: WalletKit, args: VerifyOtpArgs): Promise<LoginResult> {
  const { signal } = args;
  return kit.ceremony.run('otp', signal, () => {
    const handle = sentCodeHandle(kit, 'login', args);
    // Taken once: a second try of a code prepares its own.
    const sent = otpCodes(kit).take(handle.otpId, handle.targetBundle);
    // A new user's wallet check key (login/createProofCheckKey.ts), made while the code is
    // checked when the lookup at send time found no account.
    const proofKey = sent.noAccount.then((none) =>
      none && args.signup?.wallet ? createProofCheckKey(kit) : undefined,
    );
    proofKey.catch(() => {});
    return withSessionKey(
      kit,
      async (key) => {
        const encryptedOtpBundle = await sealOtpCode(kit, {
          code: args.code,
          key,
          encryption: sent.encryption,
        });
        const { verificationToken, claims } = await checkOtpToken(kit, {
          otpId: handle.otpId,
          encryptedOtpBundle,
          key,
          signal,
        });
        return logInWithToken(kit, {
          key,
          token: { kind: 'verificationToken', token: verificationToken, tokenId: claims.id },
          identity: { otpType: claims.verification_type, contact: claims.contact },
          lookup: {
            filterType: handle.otpType === 'OTP_TYPE_EMAIL' ? 'EMAIL' : 'PHONE_NUMBER',
            filterValue: handle.contact,
            verificationToken,
          },
          noAccount: await sent.noAccount,
          signup: otpSignup(kit, {
            handle,
            key,
            verificationToken,
            tokenId: claims.id,
            options: args.signup,
            proofKey,
          }),
          signal,
        });
      },
      sent.sessionKey,
    );
  });
}
