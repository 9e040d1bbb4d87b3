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

/** What a `signup_v2` body's signature message names of it: its credentials and contacts. */
export function signupSignatureFields(body: {
  apiKeys?: unknown[];
  authenticators?: unknown[];
  oauthProviders?: unknown[];
  userEmail?: string;
  userPhoneNumber?: string;
}): SignupSignatureFields {
  return {
    apiKeys: body.apiKeys,
    authenticators: body.authenticators,
    oauthProviders: body.oauthProviders,
    ...(body.userEmail !== undefined ? { email: body.userEmail } : {}),
    ...(body.userPhoneNumber !== undefined ? { phoneNumber: body.userPhoneNumber } : {}),
  };
}

/**
 * Arrays appear when the request carries them (even empty); contacts when present. The order is
 * the wire's; `JSON.stringify` leaves out the fields that are `undefined`.
 */
const signupV2 = ({
  apiKeys,
  authenticators,
  oauthProviders,
  email,
  phoneNumber,
}: SignupSignatureFields) => ({
  apiKeys,
  authenticators,
  oauthProviders,
  email,
  phoneNumber,
});

export function signupSignatureMessage(args: {
  fields: SignupSignatureFields;
  tokenId: string;
}): string {
  return JSON.stringify({
    signupV2: signupV2(args.fields),
    tokenId: args.tokenId,
    type: 'USAGE_TYPE_SIGNUP',
  });
}

/**
 * What an external wallet signs to prove it holds the key a `signup_v2` registers (this kit's
 * extension, `WALLET_CLIENT_SIGNATURE_SCHEMES`; docs/wallet-signup-proof.md): the same fields as
 * a token signup's, bound to the parent organization the signup goes to instead of a token. A
 * proof made for one app's organization, or for another set of credentials, proves nothing for
 * another.
 */
export function walletSignupSignatureMessage(args: {
  fields: SignupSignatureFields;
  organizationId: string;
}): string {
  return JSON.stringify({
    signupV2: signupV2(args.fields),
    organizationId: args.organizationId,
    type: 'USAGE_TYPE_SIGNUP',
  });
}
