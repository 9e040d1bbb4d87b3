import {
  type AnyObjectSchema,
  boolean,
  type ForwardedName,
  forwardedOperations,
  forwardedParameters,
  integerString,
  literalUnion,
  object,
  optional,
  string,
} from 'embedded-wallet-kit/protocol/internal';
import type { SubmitRoute } from '../signedApi/submitRoute.js';
import { oauth2Authenticate } from './oauth/oauth2Authenticate.js';
import { oauthLogin } from './oauth/oauthLogin.js';
import { initOtp } from './otp/initOtp.js';
import { otpLogin } from './otp/otpLogin.js';
import { verifyOtp } from './otp/verifyOtp.js';
import type { ProxyActivityHandler } from './proxyActivityInput.js';
import { proxyConfigOfCaller } from './proxyConfigOfCaller.js';
import { createSubOrganization } from './signup/createSubOrganization.js';

const handlers: { [N in ForwardedName]: ProxyActivityHandler<N> } = {
  create_sub_organization: createSubOrganization,
  init_otp: initOtp,
  verify_otp: verifyOtp,
  otp_login: otpLogin,
  oauth_login: oauthLogin,
  oauth2_authenticate: oauth2Authenticate,
};

function route<N extends ForwardedName>(name: N): SubmitRoute {
  const row = forwardedOperations[name];
  const handler = handlers[name] as ProxyActivityHandler<ForwardedName>;
  return {
    name,
    type: row.type,
    intentKey: row.intentKey,
    resultKey: row.resultKey,
    appProofs: row.appProofs,
    envelope: object({
      type: literalUnion([row.type] as const),
      proxyRequestId: string({ min: 1, maxBytes: 64 }),
      timestampMs: integerString(),
      organizationId: string({ min: 1, maxBytes: 256 }),
      parameters: forwardedParameters(name) as AnyObjectSchema,
      ...(row.appProofs ? { generateAppProofs: optional(boolean()) } : {}),
    }) as unknown as AnyObjectSchema,
    handler: (input) => {
      // The pipeline has checked the stamp and that the key belongs to the organization; these
      // activities further require the organization's proxy key itself.
      const config = proxyConfigOfCaller(input.ctx, input.caller, row.type);
      return handler({
        ctx: input.ctx,
        config,
        params: input.params as never,
        organizationId: input.organizationId,
        caller: input.caller,
        activityId: input.activityId,
        generateAppProofs: input.generateAppProofs,
        appProofs: input.appProofs,
      });
    },
  };
}

/**
 * The activities the proxy forwards, for the signed API's submit routes
 * (`/public/v1/submit/<name>`).
 */
export const proxySubmitRoutes = (): SubmitRoute[] =>
  (Object.keys(forwardedOperations) as ForwardedName[]).map(route);
