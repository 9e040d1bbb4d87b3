import { PROXY_CONFIG_HEADER, type ProxyBody, type ProxyName } from 'embedded-wallet-kit/protocol';
import { parseJson, proxyOperations, validate } from 'embedded-wallet-kit/protocol/internal';
import { errorReply, jsonReply } from '../http/jsonReply.js';
import { readBody } from '../http/readBody.js';
import type { SandboxReply } from '../http/sandboxReply.js';
import type { SandboxRequest } from '../http/sandboxRequest.js';
import type { SandboxContext } from '../sandboxContext.js';
import { ServiceError } from '../serviceError.js';
import type { ProxyConfigRecord } from './config/proxyRecords.js';
import { forwardToSignedApi } from './forwardToSignedApi.js';
import { lookupAccount } from './lookupAccount.js';
import { reserveOtpAttempt } from './otp/reserveOtpAttempt.js';
import { PROXY_PREFLIGHT_HEADERS, proxyCorsHeaders } from './proxyCorsHeaders.js';
import { checkRateLimit } from './rateLimits/checkRateLimit.js';
import { MAX_SIGNUP_WALLET_ACCOUNTS } from './rateLimits/proxyLimits.js';
import { walletKitClientParams } from './walletKitClientParams.js';
import { walletKitConfig } from './walletKitConfig.js';

/** What each proxy path does: forward one activity, or answer a read itself. */
async function dispatchOperation(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  op: ProxyName,
  body: unknown,
): Promise<unknown> {
  switch (op) {
    case 'signup_v2': {
      const accounts = (body as ProxyBody<'signup_v2'>).wallet?.accounts.length ?? 0;
      if (accounts > MAX_SIGNUP_WALLET_ACCOUNTS) {
        const description = `at most ${MAX_SIGNUP_WALLET_ACCOUNTS} accounts in a signup's wallet`;
        throw ServiceError.invalid(`wallet.accounts: ${description}`, [
          { field: 'wallet.accounts', description },
        ]);
      }
      const { result, appProofs } = await forwardToSignedApi(
        ctx,
        config,
        'create_sub_organization',
        body,
        {
          generateAppProofs: true,
        },
      );
      return {
        organizationId: result.subOrganizationId,
        userId: result.rootUserIds[0],
        ...(result.wallet ? { wallet: result.wallet } : {}),
        ...(appProofs && appProofs.length > 0 ? { appProofs } : {}),
      };
    }
    case 'otp_init_v2':
      return (await forwardToSignedApi(ctx, config, 'init_otp', body)).result;
    case 'otp_verify_v2':
      await reserveOtpAttempt(ctx, config, (body as ProxyBody<'otp_verify_v2'>).otpId);
      return (await forwardToSignedApi(ctx, config, 'verify_otp', body)).result;
    case 'otp_login_v2':
      return (await forwardToSignedApi(ctx, config, 'otp_login', body)).result;
    case 'oauth_login':
      return (await forwardToSignedApi(ctx, config, 'oauth_login', body)).result;
    case 'oauth2_authenticate':
      return (await forwardToSignedApi(ctx, config, 'oauth2_authenticate', body)).result;
    case 'account':
      // A read: inside the store's mutex so it sees only committed accounts.
      return ctx.store.transaction(() => lookupAccount(ctx, config, body as ProxyBody<'account'>));
    case 'wallet_kit_config':
      return walletKitConfig(ctx, config);
    case 'wallet_kit_client_params':
      return walletKitClientParams(config);
  }
}

/** Any enabled configuration admits this origin (a preflight carries no config id to check). */
function someConfigAdmits(ctx: SandboxContext, origin: string | null): boolean {
  return ctx.store.list('proxyConfig').some((c) => c.enabled && originAllowed(c, origin));
}

/**
 * `POST {auth_proxy_url}/v1/<operation>` (spec "Auth proxy operations"): config id header ->
 * configuration (unknown 404, disabled 403) -> origin (403 without CORS headers) -> body
 * validation (400) -> the operation. Preflights are answered for origins some configuration
 * admits.
 */
export async function handleProxyRequest(
  ctx: SandboxContext,
  request: SandboxRequest,
  op: string,
): Promise<SandboxReply> {
  const origin = request.header('origin');
  if (request.method === 'OPTIONS') {
    const allowed = someConfigAdmits(ctx, origin);
    return {
      status: allowed ? 204 : 403,
      headers: allowed
        ? { ...proxyCorsHeaders(origin, true), ...PROXY_PREFLIGHT_HEADERS }
        : { vary: 'Origin' },
      body: null,
    };
  }
  // Until the configuration is known the origin cannot be judged; these answers leak nothing,
  // so the caller may read them.
  let cors = proxyCorsHeaders(origin, true);
  try {
    if (!Object.hasOwn(proxyOperations, op))
      throw ServiceError.notFound(`unknown proxy operation ${op.slice(0, 100)}`);
    if (request.method !== 'POST') throw ServiceError.methodNotAllowed(request.method, 'POST');
    const configId = request.header(PROXY_CONFIG_HEADER)?.trim();
    if (!configId) {
      throw ServiceError.invalid(`missing ${PROXY_CONFIG_HEADER} header`, [
        { field: PROXY_CONFIG_HEADER, description: 'is required on every auth proxy call' },
      ]);
    }
    const config = ctx.store.get('proxyConfig', configId);
    if (!config) throw ServiceError.notFound('unknown auth proxy configuration id');
    const allowed = originAllowed(config, origin);
    cors = proxyCorsHeaders(origin, allowed);
    if (!allowed)
      throw ServiceError.denied(`origin ${(origin ?? '(none)').slice(0, 200)} is not allowed`);
    if (!config.enabled)
      throw ServiceError.denied('the auth proxy is disabled for this organization');
    // Before the body is read or checked: a client over its limit costs as little as possible.
    checkRateLimit(ctx, config, op as ProxyName, request);

    const text = readBody(request, ctx.settings.maxBodyBytes);
    const json = text.trim() === '' ? {} : parseJson(text);
    if (json === undefined) throw ServiceError.invalid('request body is not valid JSON');
    const name = op as ProxyName;
    const checked = validate(proxyOperations[name].body, json);
    if (!checked.ok) throw ServiceError.fromIssues(checked.issues);
    const result = await dispatchOperation(ctx, config, name, checked.value);
    return jsonReply(200, result, cors);
  } catch (error) {
    return errorReply(error, cors);
  }
}

/**
 * Spec "Auth proxy" 2: the request must come from an allowed origin. `*` allows any (and calls
 * with no `Origin`, such as servers and tests); otherwise the browser's `Origin` must equal one
 * listed exactly, and a call without one is refused.
 */
function originAllowed(config: ProxyConfigRecord, origin: string | null): boolean {
  if (config.allowedOrigins.includes('*')) return true;
  return origin !== null && config.allowedOrigins.includes(origin);
}
