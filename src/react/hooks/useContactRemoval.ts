import type { OtpType } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import { removeContactMutationOptions } from '../query/contactMutationOptions.js';
import { useKitQueryClient } from '../query/useKitQueryClient.js';
import { type MutationParameters, useKitMutation } from './useKitMutation.js';

export type ContactRemovalParameters = {
  mutation?: MutationParameters<void, { signal?: AbortSignal } | undefined>;
};

/** Removes the user's e-mail or phone number; the last login method is refused. */
export function useContactRemoval({
  otpType,
  ...parameters
}: ContactRemovalParameters & { otpType: OtpType }) {
  const { kit } = useWalletKitContext();
  const mutation = useKitMutation(
    removeContactMutationOptions(kit, useKitQueryClient(), otpType),
    parameters.mutation,
  );
  return {
    ...mutation,
    remove: (args: { signal?: AbortSignal } = {}) => mutation.mutateAsync(args),
  };
}
