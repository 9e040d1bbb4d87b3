/**
 * The activities the auth proxy forwards to the signed API. They exist in the production service
 * but not in the public spec (which shows only the proxy side), so they are named after
 * production's activities (`ACTIVITY_TYPE_*`, submit path `/public/v1/submit/<name>`). Only the
 * proxy's own key may submit them. Parameters are the proxy request bodies, unchanged.
 */
import { type ProxyName, proxyOperations } from './operations.js';

export interface ForwardedRow {
  type: string;
  intentKey: string;
  resultKey: string;
  /** The proxy operation whose body travels as `parameters`. */
  proxyOperation: ProxyName;
  /** Whether the envelope may ask for app proofs (signup creates wallets). */
  appProofs: boolean;
}

export const forwardedOperations = {
  create_sub_organization: {
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    intentKey: 'createSubOrganizationIntentV7',
    resultKey: 'createSubOrganizationResultV7',
    proxyOperation: 'signup_v2',
    appProofs: true,
  },
  init_otp: {
    type: 'ACTIVITY_TYPE_INIT_OTP_V2',
    intentKey: 'initOtpIntentV2',
    resultKey: 'initOtpResultV2',
    proxyOperation: 'otp_init_v2',
    appProofs: false,
  },
  verify_otp: {
    type: 'ACTIVITY_TYPE_VERIFY_OTP_V2',
    intentKey: 'verifyOtpIntentV2',
    resultKey: 'verifyOtpResultV2',
    proxyOperation: 'otp_verify_v2',
    appProofs: false,
  },
  otp_login: {
    type: 'ACTIVITY_TYPE_OTP_LOGIN_V2',
    intentKey: 'otpLoginIntentV2',
    resultKey: 'otpLoginResult',
    proxyOperation: 'otp_login_v2',
    appProofs: false,
  },
  oauth_login: {
    type: 'ACTIVITY_TYPE_OAUTH_LOGIN',
    intentKey: 'oauthLoginIntent',
    resultKey: 'oauthLoginResult',
    proxyOperation: 'oauth_login',
    appProofs: false,
  },
  oauth2_authenticate: {
    type: 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE',
    intentKey: 'oauth2AuthenticateIntent',
    resultKey: 'oauth2AuthenticateResult',
    proxyOperation: 'oauth2_authenticate',
    appProofs: false,
  },
} as const satisfies Record<string, ForwardedRow>;

export type ForwardedName = keyof typeof forwardedOperations;

/** Request schema of a forwarded activity's `parameters`. */
export const forwardedParameters = (name: ForwardedName) =>
  proxyOperations[forwardedOperations[name].proxyOperation].body;

/** What each forwarded activity returns under its result key. */
export interface ForwardedResults {
  create_sub_organization: {
    subOrganizationId: string;
    rootUserIds: string[];
    wallet?: { walletId: string; addresses: string[] };
  };
  init_otp: { otpId: string; otpEncryptionTargetBundle: string };
  verify_otp: { verificationToken: string };
  otp_login: { session: string };
  oauth_login: { session: string };
  oauth2_authenticate: { oidcToken: string };
}
