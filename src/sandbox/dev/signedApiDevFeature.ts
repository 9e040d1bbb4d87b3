/**
 * Dev endpoints of the signed API's records (JSON; kept under `/__dev/`, apart from the public
 * API, unauthenticated: the sandbox is a development tool). Every input is validated: bad JSON
 * or fields answer 400 `{code, message, details}`, an unknown organization 404, never a 500.
 *
 * - `POST /__dev/vaults` `{vaultAddress, provider, caip19, name, tvl, apyPct, curator?,
 *   liquidity?, decimals?, priceUsd?, symbol?}`: adds a vault to the earn catalog. `decimals`,
 *   `priceUsd` and `symbol` default to those of a catalog vault of the same asset. Answers the
 *   vault as `list_earn_vaults` would show it (409 if it is already listed).
 * - `POST /__dev/webhook-endpoints` `{organizationId, url, name, isActive?, subscriptions?:
 *   [{eventType, filtersJson?, isActive?}]}`: adds a webhook endpoint (the spec has no create
 *   operation). Answers `{endpointId}`.
 * - `POST /__dev/secrets` `{organizationId, name, plaintext, staticProperties?: [{key?, value?}]}`:
 *   adds a secret whose plaintext `export_secrets` will seal. Answers `{secretId}`.
 * - `POST /__dev/top-tier` `{organizationId, topTier}`: puts an organization on (or off) the top
 *   commercial tier, which may set `stableFeeBps`. Answers `{organizationId, topTier}`.
 * - `GET /__dev/records/<kind>?organizationId=<id>`: the stored records of one kind for one
 *   organization, oldest first, as `{records: [...]}`, for records the spec gives no read query:
 *   sessionProfile, smartContractInterface, tvcManifestApproval, swapConfig, userTag,
 *   earnWrapper, earnDeposit, privateKey, user, walletAccount, oauthProvider. Kinds holding
 *   secrets (wallets, secrets, import targets) are not served.
 */
import { randomUUID } from 'node:crypto';
import { EARN_PROVIDERS } from 'embedded-wallet-kit/protocol';
import {
  array,
  boolean,
  integerString,
  literalUnion,
  object,
  optional,
  parseJson,
  type Schema,
  string,
  validate,
} from 'embedded-wallet-kit/protocol/internal';
import { errorReply, jsonReply } from '../http/jsonReply.js';
import { readBody } from '../http/readBody.js';
import type { SandboxRequest } from '../http/sandboxRequest.js';
import type { SandboxContext } from '../sandboxContext.js';
import type { SandboxFeature } from '../sandboxFeature.js';
import { ServiceError } from '../serviceError.js';
import { chainOfCaip19, normalizeCaip19 } from '../signedApi/ops/chainOfCaip19.js';
import { displayAmount } from '../signedApi/ops/displayAmount.js';
import type {
  SecretRecord,
  VaultRecord,
  WebhookEndpointRecord,
} from '../signedApi/ops/opsRecords.js';
import { vaultIdOf } from '../signedApi/ops/vaultIndex.js';
import { insertVault } from '../signedApi/seed/insertVault.js';
import type { RecordKind } from '../store/storedRecords.js';

// The allowed origin is set by dev/devOriginGate.ts: the sandbox's own and configured ones.
const CORS = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

const READABLE_KINDS = [
  'sessionProfile',
  'smartContractInterface',
  'tvcManifestApproval',
  'swapConfig',
  'userTag',
  'earnWrapper',
  'earnDeposit',
  'privateKey',
  'user',
  'walletAccount',
  'oauthProvider',
] as const satisfies readonly RecordKind[];

const id = () => string({ min: 1, maxBytes: 256 });
const decimal = (name: string) =>
  string({ pattern: /^(0|[1-9][0-9]{0,30})(\.[0-9]{1,18})?$/, patternName: name });

const vaultBody = object({
  vaultAddress: string({
    pattern: /^0x[0-9a-fA-F]{40}$/,
    patternName: 'a 0x-prefixed 20-byte hex address',
  }),
  provider: literalUnion(EARN_PROVIDERS),
  caip19: string({ min: 1, maxBytes: 512 }),
  name: string({ min: 1, maxBytes: 256 }),
  tvl: integerString(),
  apyPct: decimal("a decimal fraction such as '0.0812'"),
  curator: optional(string({ maxBytes: 1024 })),
  liquidity: optional(integerString()),
  decimals: optional(integerString({ max: 36 })),
  priceUsd: optional(decimal("a decimal USD price such as '1' or '3150.42'")),
  symbol: optional(string({ min: 1, maxBytes: 32 })),
});

const webhookBody = object({
  organizationId: id(),
  url: string({ pattern: /^https?:\/\/[^\s]{1,2040}$/, patternName: 'an http(s) URL' }),
  name: string({ min: 1, maxBytes: 256 }),
  isActive: optional(boolean()),
  subscriptions: optional(
    array(
      object({
        eventType: string({ min: 1, maxBytes: 128 }),
        filtersJson: optional(string({ maxBytes: 16_384 })),
        isActive: optional(boolean()),
      }),
      { max: 50 },
    ),
  ),
});

const secretBody = object({
  organizationId: id(),
  name: string({ min: 1, maxBytes: 256 }),
  plaintext: string({ min: 1, maxBytes: 65_536 }),
  staticProperties: optional(
    array(
      object({
        key: optional(string({ maxBytes: 256 })),
        value: optional(string({ maxBytes: 1024 })),
      }),
      {
        max: 50,
      },
    ),
  ),
});

const topTierBody = object({ organizationId: id(), topTier: boolean() });

function readInput<T>(ctx: SandboxContext, request: SandboxRequest, schema: Schema<T>): T {
  const json = parseJson(readBody(request, ctx.settings.maxBodyBytes));
  if (json === undefined) throw ServiceError.invalid('request body is not valid JSON');
  const checked = validate(schema, json);
  if (!checked.ok) throw ServiceError.fromIssues(checked.issues);
  return checked.value;
}

function requireOrganization(ctx: SandboxContext, organizationId: string): void {
  if (!ctx.store.get('organization', organizationId)) {
    throw ServiceError.notFound(`no organization ${organizationId.slice(0, 64)}`, [
      { field: 'organizationId', description: 'unknown organization' },
    ]);
  }
}

const fieldError = (field: string, description: string) =>
  ServiceError.invalid(`${field}: ${description}`, [{ field, description }]);

async function addVault(ctx: SandboxContext, request: SandboxRequest): Promise<unknown> {
  const input = readInput(ctx, request, vaultBody);
  const chainCaip2 = chainOfCaip19(input.caip19);
  if (!chainCaip2)
    throw fieldError('caip19', 'must be a CAIP-19 asset id on a chain of the chain enum');
  return ctx.store.transaction(() => {
    const sameAsset = ctx.store.findOne('vault', 'caip19', normalizeCaip19(input.caip19));
    const decimals = input.decimals === undefined ? sameAsset?.decimals : Number(input.decimals);
    const priceUsd = input.priceUsd ?? sameAsset?.priceUsd;
    if (decimals === undefined)
      throw fieldError('decimals', 'required for an asset not in the catalog yet');
    if (priceUsd === undefined)
      throw fieldError('priceUsd', 'required for an asset not in the catalog yet');
    if (input.liquidity !== undefined && BigInt(input.liquidity) > BigInt(input.tvl)) {
      throw fieldError('liquidity', 'cannot exceed tvl');
    }
    const vaultId = vaultIdOf(chainCaip2, input.vaultAddress);
    if (ctx.store.get('vault', vaultId)) {
      throw ServiceError.alreadyExists('this vault is already in the catalog', [
        { field: 'vaultAddress', description: 'already listed on this chain' },
      ]);
    }
    const vault: VaultRecord = {
      id: vaultId,
      vaultAddress: input.vaultAddress,
      provider: input.provider,
      caip19: input.caip19,
      chainCaip2,
      tvl: input.tvl,
      apyPct: input.apyPct,
      name: input.name,
      curator: input.curator ?? '',
      liquidity: input.liquidity ?? '',
      decimals,
      priceUsd,
      symbol: input.symbol ?? sameAsset?.symbol ?? '',
      createdAtMs: ctx.now(),
    };
    insertVault(ctx.store, vault);
    return {
      vaultAddress: vault.vaultAddress,
      provider: vault.provider,
      caip19: vault.caip19,
      tvl: vault.tvl,
      apyPct: vault.apyPct,
      name: vault.name,
      curator: vault.curator,
      liquidity: vault.liquidity,
      display: displayAmount(vault.tvl, vault.decimals, vault.priceUsd),
    };
  });
}

async function addWebhookEndpoint(ctx: SandboxContext, request: SandboxRequest): Promise<unknown> {
  const input = readInput(ctx, request, webhookBody);
  for (const [i, subscription] of (input.subscriptions ?? []).entries()) {
    if (
      subscription.filtersJson !== undefined &&
      parseJson(subscription.filtersJson) === undefined
    ) {
      throw fieldError(`subscriptions[${i}].filtersJson`, 'must be JSON text');
    }
  }
  return ctx.store.transaction(() => {
    requireOrganization(ctx, input.organizationId);
    const doc: WebhookEndpointRecord = {
      id: randomUUID(),
      organizationId: input.organizationId,
      url: input.url,
      name: input.name,
      isActive: input.isActive ?? true,
      subscriptions: input.subscriptions ?? [],
      createdAtMs: ctx.now(),
    };
    ctx.store.insert('webhookEndpoint', doc, { organizationId: doc.organizationId });
    return { endpointId: doc.id };
  });
}

async function addSecret(ctx: SandboxContext, request: SandboxRequest): Promise<unknown> {
  const input = readInput(ctx, request, secretBody);
  return ctx.store.transaction(() => {
    requireOrganization(ctx, input.organizationId);
    const doc: SecretRecord = {
      id: randomUUID(),
      organizationId: input.organizationId,
      name: input.name,
      staticProperties: input.staticProperties ?? [],
      plaintext: input.plaintext,
      createdAtMs: ctx.now(),
    };
    ctx.store.insert('secret', doc, { organizationId: doc.organizationId });
    return { secretId: doc.id };
  });
}

async function setTopTier(ctx: SandboxContext, request: SandboxRequest): Promise<unknown> {
  const input = readInput(ctx, request, topTierBody);
  return ctx.store.transaction(() => {
    requireOrganization(ctx, input.organizationId);
    const org = ctx.store.get('organization', input.organizationId)!;
    ctx.store.update('organization', { ...org, topTier: input.topTier });
    return { organizationId: org.id, topTier: input.topTier };
  });
}

function readRecords(ctx: SandboxContext, kind: string, url: URL): Promise<unknown> {
  if (!(READABLE_KINDS as readonly string[]).includes(kind)) {
    throw ServiceError.notFound(`no readable record kind ${kind.slice(0, 64)}`, [
      { field: 'kind', description: `one of ${READABLE_KINDS.join(', ')}` },
    ]);
  }
  const organizationId = url.searchParams.get('organizationId');
  if (!organizationId) throw fieldError('organizationId', 'query parameter is required');
  return ctx.store.transaction(() => {
    requireOrganization(ctx, organizationId);
    const records = ctx.store.list(kind as (typeof READABLE_KINDS)[number], {
      organizationId,
      order: 'asc',
    });
    return { records };
  });
}

const POST_ROUTES: Record<
  string,
  (ctx: SandboxContext, request: SandboxRequest) => Promise<unknown>
> = {
  '/__dev/vaults': addVault,
  '/__dev/webhook-endpoints': addWebhookEndpoint,
  '/__dev/secrets': addSecret,
  '/__dev/top-tier': setTopTier,
};

/** The signed API's dev endpoints (see the file comment for paths and bodies). */
export const signedApiDevFeature: SandboxFeature = (ctx) => ({
  async route(request) {
    const url = request.url;
    const records = /^\/__dev\/records\/([A-Za-z]+)$/.exec(url.pathname);
    const post = Object.hasOwn(POST_ROUTES, url.pathname) ? POST_ROUTES[url.pathname] : undefined;
    if (!records && !post) return undefined;
    if (request.method === 'OPTIONS') return { status: 204, headers: CORS, body: null };
    try {
      const expected = records ? 'GET' : 'POST';
      if (request.method !== expected) {
        throw ServiceError.methodNotAllowed(request.method, expected);
      }
      const result = records ? await readRecords(ctx, records[1]!, url) : await post!(ctx, request);
      return jsonReply(200, result, CORS);
    } catch (error) {
      return errorReply(error, CORS);
    }
  },
});
