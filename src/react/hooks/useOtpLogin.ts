import {
  forgetSentCode,
  type LoginResult,
  type OtpHandle,
  type SignupOptions,
  type VerifyOtpArgs,
} from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import {
  type SendOtpVariables,
  sendOtpMutationOptions,
  verifyOtpMutationOptions,
} from '../query/otpMutationOptions.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';
import { useLoginMutation } from './useLoginMutation.js';

export interface VerifyCodeOptions {
  /** The code's handle; default: the last one `sendCode` answered. */
  handle?: OtpHandle;
  /** What a new user gets (default: the provider's `signup`). */
  signup?: SignupOptions;
  signal?: AbortSignal;
}

export interface OtpLoginParameters {
  /** TanStack options of the code check, the login (`verifyCode`). */
  mutation?: MutationParameters<LoginResult, VerifyOtpArgs>;
  /** TanStack options of sending the code (`sendCode`). */
  sendMutation?: MutationParameters<OtpHandle, SendOtpVariables>;
}

/**
 * A one-time-password login by e-mail or SMS, in wagmi's shape: the login mutation (the code
 * check: `status`, `data`, `error`, ...), the mutation that sends the code (`send`), and the
 * verbs `sendCode(contact)` then `verifyCode(code)`, over the core actions `initOtp` and
 * `verifyOtp`. `sendCode` may be called again to send a new code.
 */
export function useOtpLogin(otpType: OtpType, parameters: OtpLoginParameters = {}) {
  const { kit, signup } = useWalletKitContext();
  const send = useKitMutation(sendOtpMutationOptions(kit, otpType), parameters.sendMutation);
  const verify = useLoginMutation(verifyOtpMutationOptions(kit), parameters.mutation);
  return {
    ...verify,
    send,
    sendCode: async (
      contact: string,
      options: Omit<SendOtpVariables, 'contact'> = {},
    ): Promise<OtpHandle> => {
      const handle = await send.mutateAsync({ ...options, contact });
      verify.reset();
      return handle;
    },
    verifyCode: (code: string, options: VerifyCodeOptions = {}): Promise<LoginResult> => {
      // Without a handle, core checks the last code `sendCode` sent of this type (it keeps it).
      const chosen = options.signup ?? signup;
      return verify.mutateAsync({
        ...(options.handle ? { handle: options.handle } : { otpType }),
        code,
        ...(chosen ? { signup: chosen } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
    /** Both mutations back to idle, and no code sent. */
    reset: () => {
      forgetSentCode(kit, { purpose: 'login', otpType });
      send.reset();
      verify.reset();
    },
  };
}
