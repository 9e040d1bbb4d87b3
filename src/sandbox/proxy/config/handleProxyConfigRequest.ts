import {
  array,
  boolean,
  object,
  optional,
  parseJson,
  string,
  validate,
} from 'embedded-wallet-kit/protocol/internal';
import { jsonReply } from '../../http/jsonReply.js';
import { readBody } from '../../http/readBody.js';
import type { SandboxReply } from '../../http/sandboxReply.js';
import type { SandboxRequest } from '../../http/sandboxRequest.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { ServiceError } from '../../serviceError.js';
import { isWebAuthnOriginEntry } from '../../webauthn/expectedWebAuthnOrigins.js';
import { applyProxyConfigPatch } from './applyProxyConfigPatch.js';
import { notifyProxyConfigChanged } from './notifyProxyConfigChanged.js';
import type { ProxyConfigRecord } from './proxyRecords.js';
import { publicProxyConfig } from './publicProxyConfig.js';

/**
 * The sandbox-wide settings shown (and patched) beside the configuration: the WebAuthn relying
 * party, and whether a wallet signup needs the wallet's proof of possession.
 */
const webAuthnSettings = (ctx: SandboxContext) => ({
  webauthnOrigins: ctx.settings.webauthnOrigins,
  rpId: ctx.settings.rpId,
  requireWalletProof: ctx.settings.requireWalletProof,
});

const webAuthnPatch = object({
  webauthnOrigins: optional(
    array(
      {
        kind: 'string',
        rule: 'an origin, or a loopback host with any port (http://localhost:*)',
        check(value, path, issues) {
          if (typeof value === 'string' && isWebAuthnOriginEntry(value)) return value;
          issues.push({
            path,
            message: 'must be an origin (scheme://host[:port]) or http://localhost:*',
          });
          return undefined;
        },
      },
      { min: 1, max: 50 },
    ),
  ),
  rpId: optional(
    string({
      pattern: /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/i,
      patternName: 'a host name (the WebAuthn RP id)',
    }),
  ),
  requireWalletProof: optional(boolean()),
});

interface SandboxSettingsPatch {
  webauthnOrigins?: string[];
  rpId?: string;
  requireWalletProof?: boolean;
}

/**
 * Takes the sandbox-wide settings (`webauthnOrigins`, `rpId`, `requireWalletProof`) out of a
 * patch (validated), leaving the configuration's.
 */
function splitWebAuthnPatch(parsed: unknown): { patch: unknown; webAuthn: SandboxSettingsPatch } {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { patch: parsed, webAuthn: {} };
  }
  const { webauthnOrigins, rpId, requireWalletProof, ...patch } = parsed as Record<string, unknown>;
  const checked = validate(webAuthnPatch, {
    ...(webauthnOrigins === undefined ? {} : { webauthnOrigins }),
    ...(rpId === undefined ? {} : { rpId }),
    ...(requireWalletProof === undefined ? {} : { requireWalletProof }),
  });
  if (!checked.ok) throw ServiceError.fromIssues(checked.issues);
  const webAuthn: SandboxSettingsPatch = {};
  if (checked.value.webauthnOrigins) webAuthn.webauthnOrigins = [...checked.value.webauthnOrigins];
  if (checked.value.rpId) webAuthn.rpId = checked.value.rpId;
  if (checked.value.requireWalletProof !== undefined) {
    webAuthn.requireWalletProof = checked.value.requireWalletProof;
  }
  return { patch, webAuthn };
}

/** `?configId=`, else the first configuration (the seeded one). */
function pick(ctx: SandboxContext, url: URL): ProxyConfigRecord {
  const id = url.searchParams.get('configId');
  const config = id
    ? ctx.store.get('proxyConfig', id)
    : ctx.store.list('proxyConfig', { order: 'asc' })[0];
  if (!config) throw ServiceError.notFound('no such auth proxy configuration');
  return config;
}

/**
 * `GET /__dev/proxy-config[?configId=]`: the configuration; `PATCH` with a JSON object of the
 * settings to change (see applyProxyConfigPatch.ts): validated, stored, and the dev OAuth
 * provider's clients follow. Beside them, the sandbox-wide WebAuthn relying party
 * (`webauthnOrigins`, `rpId`; the CLI's `--webauthn-origin`/`--rp-id`) and `requireWalletProof`
 * (`--allow-unproven-wallet-signups`), kept until restart. DEV ONLY and deliberately without CORS,
 * so no web page can change it; call it from the command line or a test.
 */
export async function handleProxyConfigRequest(
  ctx: SandboxContext,
  request: SandboxRequest,
): Promise<SandboxReply> {
  const url = request.url;
  if (request.method === 'GET') {
    const config = await ctx.store.transaction(() => pick(ctx, url));
    return jsonReply(200, { ...publicProxyConfig(ctx, config), ...webAuthnSettings(ctx) });
  }
  if (request.method !== 'PATCH') {
    throw ServiceError.methodNotAllowed(request.method, 'GET or PATCH');
  }
  const text = readBody(request, 64 * 1024);
  const parsed = parseJson(text);
  if (parsed === undefined) throw ServiceError.invalid('request body is not valid JSON');
  const { patch, webAuthn } = splitWebAuthnPatch(parsed);
  const next = await ctx.store.transaction(() => {
    const updated = applyProxyConfigPatch(pick(ctx, url), patch, ctx.now());
    ctx.store.update('proxyConfig', updated);
    return updated;
  });
  // Sandbox-wide (not per configuration), applied once the rest of the patch is accepted.
  if (webAuthn.webauthnOrigins !== undefined) {
    ctx.settings.webauthnOrigins = webAuthn.webauthnOrigins;
  }
  if (webAuthn.rpId !== undefined) ctx.settings.rpId = webAuthn.rpId;
  if (webAuthn.requireWalletProof !== undefined) {
    ctx.settings.requireWalletProof = webAuthn.requireWalletProof;
  }
  notifyProxyConfigChanged(ctx);
  return jsonReply(200, { ...publicProxyConfig(ctx, next), ...webAuthnSettings(ctx) });
}
