/**
 * The messages a client signs for `otp_login_v2` and `signup_v2` (wire-details, "Client
 * signature"). Both sides build them here so the bytes agree exactly.
 */

export function loginSignatureMessage(args: { publicKey: string; tokenId: string }): string {
  return JSON.stringify({
    login: { publicKey: args.publicKey },
    tokenId: args.tokenId,
    type: 'USAGE_TYPE_LOGIN',
  });
}

export interface SignupSignatureFields {
  apiKeys?: unknown[];
  authenticators?: unknown[];
  oauthProviders?: unknown[];
  email?: string;
  phoneNumber?: string;
}

/**
 * Arrays appear when the request carries them (even empty); contacts when present. The order is
 * the wire's; `JSON.stringify` leaves out the fields that are `undefined`.
 */
export function signupSignatureMessage(args: {
  fields: SignupSignatureFields;
  tokenId: string;
}): string {
  const { apiKeys, authenticators, oauthProviders, email, phoneNumber } = args.fields;
  return JSON.stringify({
    signupV2: { apiKeys, authenticators, oauthProviders, email, phoneNumber },
    tokenId: args.tokenId,
    type: 'USAGE_TYPE_SIGNUP',
  });
}
