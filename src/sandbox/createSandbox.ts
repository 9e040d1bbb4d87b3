import { randomUUID } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import type { Bootstrap } from './bootstrap.js';
import { createChainFunding } from './chain/chainFunding.js';
import { guardDevRequest, normalizeDevOrigin } from './dev/devOriginGate.js';
import { type EnclaveKeys, generateEnclaveKeys, trustedKeysOf } from './enclave/index.js';
import { features as defaultFeatures } from './features.js';
import { bodyTooLargeReply } from './http/bodyTooLargeReply.js';
import { fromWebRequest } from './http/fromWebRequest.js';
import { httpDate } from './http/httpDate.js';
import { errorReply } from './http/jsonReply.js';
import type { SandboxReply } from './http/sandboxReply.js';
import type { SandboxRequest } from './http/sandboxRequest.js';
import { toWebResponse } from './http/toWebResponse.js';
import type { SandboxContext, SandboxSettings } from './sandboxContext.js';
import type { FeatureInstance, SandboxFeature } from './sandboxFeature.js';
import type { SeedResult } from './seedHooks.js';
import { ServiceError } from './serviceError.js';
import type { SubmitRoute } from './signedApi/submitRoute.js';
import { resolveSealKey } from './store/resolveSealKey.js';
import { attachSealKey, getSecretMeta, hasSealedMeta, setSecretMeta } from './store/sealedMeta.js';
import { Store } from './store/store.js';
import { defaultWebAuthnOrigins } from './webauthn/expectedWebAuthnOrigins.js';

export interface SandboxOptions {
  /** Folder for the SQLite store and `bootstrap.json`. Default: in memory. */
  dataDir?: string;
  /** A throw-away store even when `dataDir` is given. */
  memory?: boolean;
  /**
   * The key (64 hex digits) the data dir's secrets are sealed under. Default: the
   * `EWK_SANDBOX_SECRET_KEY` environment variable, else `<dataDir>/secret.key` (made on first
   * start, 0600). Not used in memory.
   */
  secretKey?: string;
  /** Public URL the sandbox is reached at. Default `http://localhost:8787`. */
  baseUrl?: string;
  /** The clock, for tests of expiry and liveness. */
  now?: () => number;
  timestampWindowMs?: number;
  futureSkewMs?: number;
  maxBodyBytes?: number;
  /** WebAuthn relying party id. Default: the base URL's host name. */
  rpId?: string;
  /**
   * Origins WebAuthn ceremonies may come from: exact origins, or a loopback host with any port
   * (`http://localhost:*`). Default: the base URL's origin, plus its host on any port when that
   * host is loopback.
   */
  webauthnOrigins?: string[];
  /**
   * Origins (`http://localhost:3000`) whose pages may call the dev endpoints (`/__dev/*`: inbox,
   * info, records, proxy config) besides the sandbox's own origin. Default none.
   */
  devOrigins?: string[];
  /**
   * Refuse a `signup_v2` that registers an external wallet's key (secp256k1, Ed25519) without
   * that wallet's proof of possession, a `clientSignature` by it over the signup
   * (docs/wallet-signup-proof.md): anyone knows a wallet's public key, so without the proof
   * anyone can sign a wallet up beside a key of their own and wait for its owner. Default true.
   * `false` takes such a signup as the production service does (which does not check this
   * kit's proof): for the production client's own wallet signup (its interop tests), or to
   * reproduce the squat the kit's login check refuses.
   */
  requireWalletProof?: boolean;
  /**
   * A local Ethereum development chain's JSON-RPC URL (`npm run demo` starts Hardhat's network):
   * every new embedded Ethereum account (signup, import) is sent `chainFundingWei` from the
   * chain's first unlocked dev account before the reply, so a new user can send test ETH at once.
   */
  chainRpcUrl?: string;
  /** What each new account receives on that chain. Default 10 ETH. */
  chainFundingWei?: bigint;
  /** Replaces the built-in parts (for tests of the spine). */
  features?: SandboxFeature[];
}

export interface Sandbox {
  /**
   * The whole sandbox as one web-standard function: signed API, proxy, dev endpoints. It reads
   * the request into the pipeline's own form and runs `context.dispatch`, as the HTTP server
   * does.
   */
  handler(request: Request): Promise<Response>;
  readonly bootstrap: Bootstrap;
  readonly context: SandboxContext;
  close(): Promise<void>;
}

/**
 * `dispatch` over the features' `route`, and the local chain new accounts are funded on
 * (`chainRpcUrl`): a request's reply waits for the accounts it stored to be funded.
 */
function pipeline(
  options: SandboxOptions,
  ctx: () => SandboxContext,
  route: (request: SandboxRequest) => Promise<SandboxReply>,
): Pick<SandboxContext, 'dispatch' | 'chainFunding'> {
  const dispatch = async (request: SandboxRequest) => {
    const reply = await route(request);
    await ctx().chainFunding?.flush();
    return reply;
  };
  if (!options.chainRpcUrl) return { dispatch };
  const amount = options.chainFundingWei;
  const funding = createChainFunding({
    rpcUrl: options.chainRpcUrl,
    ...(amount === undefined ? {} : { amountWei: amount }),
  });
  return { dispatch, chainFunding: funding };
}

function resolveSettings(options: SandboxOptions): SandboxSettings {
  const baseUrl = (options.baseUrl ?? 'http://localhost:8787').replace(/\/$/, '');
  const url = new URL(baseUrl);
  return {
    baseUrl,
    timestampWindowMs: options.timestampWindowMs ?? 5 * 60_000,
    futureSkewMs: options.futureSkewMs ?? 60_000,
    maxBodyBytes: options.maxBodyBytes ?? 2 * 1024 * 1024,
    rpId: options.rpId ?? url.hostname,
    webauthnOrigins: options.webauthnOrigins ?? defaultWebAuthnOrigins(baseUrl),
    devOrigins: (options.devOrigins ?? []).map(normalizeDevOrigin),
    requireWalletProof: options.requireWalletProof ?? true,
  };
}

async function loadKeys(store: Store, now: number): Promise<EnclaveKeys> {
  // Private keys: sealed at rest (store/sealedMeta.ts).
  const saved = getSecretMeta(store, 'enclaveKeys');
  const keys = saved ? (JSON.parse(saved) as Partial<EnclaveKeys>) : undefined;
  if (keys?.attestation) return keys as EnclaveKeys;
  // A data dir from before the attestation PKI keeps its keys and gains the PKI.
  const fresh = await generateEnclaveKeys(now);
  const merged: EnclaveKeys = keys ? { ...fresh, ...keys, attestation: fresh.attestation } : fresh;
  delete (merged as { bootProofRoot?: unknown }).bootProofRoot;
  setSecretMeta(store, 'enclaveKeys', JSON.stringify(merged));
  return merged;
}

async function firstStart(ctx: SandboxContext, instances: FeatureInstance[]): Promise<Bootstrap> {
  return ctx.store.transaction(async () => {
    const now = ctx.now();
    const organizationId = randomUUID();
    const userId = randomUUID();
    const apiKeyId = randomUUID();
    const secretKey = p256.utils.randomSecretKey();
    const publicKey = bytesToHex(p256.getPublicKey(secretKey, true));
    ctx.store.insert(
      'organization',
      { id: organizationId, name: 'Sandbox Parent Organization', topTier: false, createdAtMs: now },
      { organizationId },
    );
    ctx.store.insert(
      'user',
      {
        id: userId,
        organizationId,
        userName: 'Sandbox Admin',
        userEmail: 'admin@sandbox.local',
        emailVerified: true,
        createdAtMs: now,
      },
      { organizationId, index: { email: 'admin@sandbox.local' } },
    );
    ctx.store.insert(
      'credential',
      {
        id: apiKeyId,
        organizationId,
        userId,
        name: 'Sandbox admin key',
        publicKey,
        type: 'CREDENTIAL_TYPE_API_KEY_P256',
        curveType: 'API_KEY_CURVE_P256',
        createdAtMs: now,
        updatedAtMs: now,
      },
      { organizationId, index: { publicKey, userId } },
    );
    const seeds: SeedResult[] = [];
    for (const instance of instances) {
      if (instance.seed) seeds.push(await instance.seed(ctx, { organizationId, userId }));
    }
    const bootstrap: Bootstrap = {
      baseUrl: ctx.settings.baseUrl,
      authProxyUrl: ctx.settings.baseUrl,
      organizationId,
      userId,
      apiKey: { apiKeyId, publicKey, privateKey: bytesToHex(secretKey) },
      authProxyConfigId: seeds.find((s) => s.authProxyConfigId)?.authProxyConfigId ?? '',
      trustedKeys: trustedKeysOf(ctx.keys),
      seed: {
        vaultAssets: seeds.flatMap((s) => s.vaultAssets ?? []),
        walletAddresses: seeds.flatMap((s) => s.walletAddresses ?? []),
      },
    };
    // It holds the admin private key: sealed at rest like the other secrets.
    setSecretMeta(ctx.store, 'bootstrap', JSON.stringify(bootstrap));
    return bootstrap;
  });
}

/**
 * Creates a sandbox: opens (or creates) its store, starts its parts, and bootstraps the parent
 * organization on first start. A restart on the same data dir reuses everything, so every
 * acknowledged write and every key survives.
 */
const notFound = (request: SandboxRequest): SandboxReply =>
  errorReply(ServiceError.notFound(`no route for ${request.url.pathname.slice(0, 200)}`));

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const dataDir = options.memory ? undefined : options.dataDir;
  const store = new Store(dataDir ? { dataDir } : { memory: true });
  let keys: EnclaveKeys;
  try {
    if (dataDir) {
      attachSealKey(
        store,
        resolveSealKey({
          dataDir,
          ...(options.secretKey === undefined ? {} : { secretKey: options.secretKey }),
          storeHasSealedValues: hasSealedMeta(store),
        }),
      );
    }
    keys = await loadKeys(store, (options.now ?? Date.now)());
  } catch (error) {
    // Release the data dir's lock: a wrong key must not block the next try.
    store.close();
    throw error;
  }
  const instances: FeatureInstance[] = [];
  const now = options.now ?? Date.now;
  const ctx: SandboxContext = {
    store,
    keys,
    now,
    settings: resolveSettings(options),
    ...pipeline(options, () => ctx, route),
  };

  /** The one pipeline: dev paths through their origin gate, then each feature in turn. */
  async function route(request: SandboxRequest): Promise<SandboxReply> {
    try {
      if (request.url.pathname.startsWith('/__dev/')) {
        return await guardDevRequest(ctx, request, () => routeOr404(request));
      }
      // The features' loop inline (not `routeOr404`): one promise less on every request.
      for (const instance of instances) {
        const reply = await instance.route?.(request);
        if (reply) return reply;
      }
      return notFound(request);
    } catch (error) {
      return errorReply(error);
    }
  }

  async function routeOr404(request: SandboxRequest): Promise<SandboxReply> {
    for (const instance of instances) {
      const reply = await instance.route?.(request);
      if (reply) return reply;
    }
    return notFound(request);
  }

  async function handler(request: Request): Promise<Response> {
    const maxBodyBytes = ctx.settings.maxBodyBytes;
    let light: SandboxRequest;
    try {
      light = await fromWebRequest(request, maxBodyBytes);
    } catch (error) {
      // Over the limit: the same 413 the HTTP server answers; a body stream that broke: 500.
      const tooLarge = error instanceof ServiceError && error.httpStatus === 413;
      return toWebResponse(
        tooLarge
          ? bodyTooLargeReply(new URL(request.url).pathname, maxBodyBytes)
          : errorReply(error),
      );
    }
    const response = toWebResponse(await ctx.dispatch(light));
    // As the HTTP server answers: `Date` at the sandbox's clock.
    response.headers.set('date', httpDate(ctx.now()));
    return response;
  }

  const extraSubmitRoutes: SubmitRoute[] = [];
  for (const feature of options.features ?? defaultFeatures) {
    const instance = await feature(ctx, extraSubmitRoutes);
    instances.push(instance);
    extraSubmitRoutes.push(...(instance.submitRoutes ?? []));
  }

  const saved = getSecretMeta(store, 'bootstrap');
  let bootstrap: Bootstrap = saved
    ? (JSON.parse(saved) as Bootstrap)
    : await firstStart(ctx, instances);
  // The port may differ between runs; the URLs follow the current one. The trusted keys follow
  // the enclave keys (a data dir from before the attestation PKI gains its root).
  const trustedKeys = trustedKeysOf(ctx.keys);
  if (
    bootstrap.baseUrl !== ctx.settings.baseUrl ||
    JSON.stringify(bootstrap.trustedKeys) !== JSON.stringify(trustedKeys)
  ) {
    bootstrap = {
      ...bootstrap,
      baseUrl: ctx.settings.baseUrl,
      authProxyUrl: ctx.settings.baseUrl,
      trustedKeys,
    };
    setSecretMeta(store, 'bootstrap', JSON.stringify(bootstrap));
  }
  if (dataDir) {
    // The developer's copy of the admin key: owner only (the mode applies when the file is
    // created; chmod covers one an older run left).
    const file = join(dataDir, 'bootstrap.json');
    writeFileSync(file, `${JSON.stringify(bootstrap, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }

  return {
    handler,
    bootstrap,
    context: ctx,
    async close() {
      for (const instance of instances) await instance.close?.();
      store.close();
    },
  };
}
