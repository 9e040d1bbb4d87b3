import { signupSignatureMessage } from '../../protocol/clientSignatureMessage.js';
import type { OtpHandle } from '../actions/initOtp.js';
import { signClientSignature } from '../crypto/signClientSignature.js';
import type { StoredKey } from '../keys/keyStore.js';
import type { ProofCheckKey } from '../login/createProofCheckKey.js';
import type { SignupOptions } from '../login/loginResult.js';
import type { SignUpArgs } from '../login/signUp.js';
import { traced } from '../platform/traced.js';
import type { WalletKit } from '../walletKit.js';

export interface OtpSignupArgs {
  handle: OtpHandle;
  key: StoredKey;
  verificationToken: string;
  /** The token's `id` claim. */
  tokenId: string;
  options: SignupOptions | undefined;
  /** The wallet's proof-check key, made while the code was checked (see `SignUpArgs`). */
  proofKey?: Promise<ProofCheckKey | undefined>;
}

/**
 * The signup of a new user whose contact a code proved (spec "Signup"): the contact, marked
 * verified by the token, and the request signed by the token's key over the signup message
 * (wire-details, "Client signature"), which names the contact and the API keys it registers.
 */
export function otpSignup(kit: WalletKit, args: OtpSignupArgs): Omit<SignUpArgs, 'signal'> {
  const { handle, key, options } = args;
  const isEmail = handle.otpType === 'OTP_TYPE_EMAIL';
  return {
    request: {
      ...(isEmail ? { userEmail: handle.contact } : { userPhoneNumber: handle.contact }),
      userName: options?.userName,
      organizationName: options?.organizationName,
      verificationToken: args.verificationToken,
      authenticators: [],
      oauthProviders: [],
    },
    wallet: options?.wallet,
    proofKey: args.proofKey,
    sign: (apiKeys) =>
      traced(kit.options.trace, 'crypto:client-signature', () =>
        signClientSignature(
          key.keyPair.privateKey,
          key.publicKey,
          signupSignatureMessage({
            fields: {
              apiKeys,
              authenticators: [],
              oauthProviders: [],
              ...(isEmail ? { email: handle.contact } : { phoneNumber: handle.contact }),
            },
            tokenId: args.tokenId,
          }),
          kit.crypto,
        ),
      ),
  };
}
