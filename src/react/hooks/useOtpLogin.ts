import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  KitError,
  type LoginResult,
  type OtpHandle,
  type SignupOptions,
} from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { reportError } from '../context/reportError.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import {
  type SendOtpVariables,
  sendOtpMutationOptions,
  verifyOtpMutationOptions,
} from '../query/otpMutationOptions.js';
import { useLoginMutation } from './useLoginMutation.js';

export type OtpLoginStatus = 'idle' | 'sending' | 'codeSent' | 'verifying' | 'success' | 'error';

export interface VerifyCodeOptions {
  /** The code's handle; default: the last one `sendCode` answered. */
  handle?: OtpHandle;
  /** What a new user gets (default: the provider's `signup`). */
  signup?: SignupOptions;
  signal?: AbortSignal;
}

/**
 * A one-time-password login by e-mail or SMS: `sendCode(contact)`, then `verifyCode(code)`,
 * each a mutation over a core action (`initOtp`, `verifyOtp`). `sendCode` may be called again
 * to send a new code.
 */
export function useOtpLogin(otpType: OtpType) {
  const { kit, callbacks, signup } = useWalletKitContext();
  const send = useMutation({
    ...sendOtpMutationOptions(kit, otpType),
    onError: (error) => reportError(callbacks(), error),
  });
  const verify = useLoginMutation(verifyOtpMutationOptions(kit));
  // The latest handle, readable right after `await sendCode()` in the same event handler.
  const handleRef = useRef<OtpHandle | undefined>(undefined);
  const sendCode = async (
    contact: string,
    options: Omit<SendOtpVariables, 'contact'> = {},
  ): Promise<OtpHandle> => {
    const handle = await send.mutateAsync({ ...options, contact });
    handleRef.current = handle;
    verify.reset();
    return handle;
  };
  const verifyCode = (code: string, options: VerifyCodeOptions = {}): Promise<LoginResult> => {
    const handle = options.handle ?? handleRef.current ?? send.data;
    if (!handle) {
      return Promise.reject(new KitError('FAILED_PRECONDITION', 'no code was sent yet'));
    }
    const chosen = options.signup ?? signup;
    return verify.mutateAsync({
      handle,
      code,
      ...(chosen ? { signup: chosen } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };
  const status: OtpLoginStatus = verify.isSuccess
    ? 'success'
    : verify.isPending
      ? 'verifying'
      : send.isPending
        ? 'sending'
        : verify.isError || send.isError
          ? 'error'
          : send.data
            ? 'codeSent'
            : 'idle';
  return {
    sendCode,
    verifyCode,
    status,
    /** The handle of the last code sent. */
    handle: send.data,
    error: verify.error ?? send.error,
    /** The login's outcome once `verifyCode` succeeded. */
    data: verify.data,
    reset: () => {
      handleRef.current = undefined;
      send.reset();
      verify.reset();
    },
    /** The two mutations, for anything the summary above leaves out. */
    send,
    verify,
  };
}
