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

/** Arrays appear when the request carries them (even empty); contacts when present. */
export function signupSignatureMessage(args: {
  fields: SignupSignatureFields;
  tokenId: string;
}): string {
  const signupV2: SignupSignatureFields = {};
  if (args.fields.apiKeys) signupV2.apiKeys = args.fields.apiKeys;
  if (args.fields.authenticators) signupV2.authenticators = args.fields.authenticators;
  if (args.fields.oauthProviders) signupV2.oauthProviders = args.fields.oauthProviders;
  if (args.fields.email !== undefined) signupV2.email = args.fields.email;
  if (args.fields.phoneNumber !== undefined) signupV2.phoneNumber = args.fields.phoneNumber;
  return JSON.stringify({ signupV2, tokenId: args.tokenId, type: 'USAGE_TYPE_SIGNUP' });
}
