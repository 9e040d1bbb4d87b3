/**
 * What proves the user in a login by token: an OTP's verification token (checked by
 * `checkOtpToken`) or an OIDC token (its nonce bound to the session key).
 */
export type LoginToken =
  | {
      kind: 'verificationToken';
      token: string;
      /** Its `id` claim: the client signatures of `otp_login_v2` and `signup_v2` name it. */
      tokenId: string;
    }
  | { kind: 'oidcToken'; token: string };
