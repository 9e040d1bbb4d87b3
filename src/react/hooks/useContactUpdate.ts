import type { OtpHandle } from '../../core/index.js';
import type { OtpType } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import {
  type ConfirmContactVariables,
  type SendContactCodeVariables,
  sendContactCodeMutationOptions,
  updateContactMutationOptions,
} from '../query/contactMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

export interface ContactUpdateParameters {
  /** TanStack options of the change (`verifyCode`: the code checked, the contact set). */
  mutation?: MutationParameters<void, ConfirmContactVariables>;
  /** TanStack options of sending the code (`sendCode`). */
  sendMutation?: MutationParameters<OtpHandle, SendContactCodeVariables>;
}

/**
 * A new e-mail or phone number, proven by a code sent to it: `sendCode(contact)` (again for a new
 * code), then `verifyCode(code)`, which sets it, verified. The shape of `useOtpLogin`: the change
 * mutation, and `send` for the code.
 */
export function useContactUpdate({
  otpType,
  ...parameters
}: ContactUpdateParameters & { otpType: OtpType }) {
  const { kit } = useWalletKitContext();
  const queryClient = useKitQueryClient();
  const send = useKitMutation(
    sendContactCodeMutationOptions(kit, otpType),
    parameters.sendMutation,
  );
  const update = useKitMutation(
    updateContactMutationOptions(kit, queryClient, otpType),
    parameters.mutation,
  );
  return {
    ...update,
    send,
    sendCode: async (contact: string, options: { signal?: AbortSignal } = {}) => {
      const handle = await send.mutateAsync({ ...options, contact });
      update.reset();
      return handle;
    },
    verifyCode: (code: string, options: { handle?: OtpHandle; signal?: AbortSignal } = {}) => {
      // Without a handle, core checks the last code `sendCode` sent of this type (it keeps it).
      return update.mutateAsync({
        ...(options.handle ? { handle: options.handle } : {}),
        code,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    },
  };
}
