import type { WalletKitOptions } from './createWalletKit.js';
import type { TrustedKeys } from './crypto/trustedKeys.js';
import { KitError } from './errors/kitError.js';
import type { OAuthProviderName } from './oauth/oauthProviders.js';

/**
 * The kit settings of a sandbox, as plain JSON: what `GET /__dev/info` carries as `kitConfig`,
 * what `npx embedded-wallet-kit-sandbox` prints and writes with `--write-env`.
 */
export interface SandboxKitConfig {
  authProxyUrl: string;
  authProxyConfigId: string;
  baseUrl: string;
  organizationId: string;
  /** The sandbox's own keys and attestation root, pinned instead of the production ones. */
  trustedKeys: TrustedKeys;
  /** The sandbox's dev OAuth/OIDC provider plays every social provider. */
  oauth: { authorizationUrls: Partial<Record<OAuthProviderName, string>> };
}

/** What `sandboxConfig` reads: `/__dev/info` (or its `kitConfig`), as an object or JSON text. */
export type SandboxConfigSource =
  | string
  | SandboxKitConfig
  | { readonly kitConfig: SandboxKitConfig }
  | null
  | undefined;

const HOW =
  'start the sandbox with `npx embedded-wallet-kit-sandbox --write-env .env.local` and read the ' +
  'variable it writes, or pass the JSON of its /__dev/info';

function invalid(problem: string): KitError {
  return new KitError('INVALID_ARGUMENT', `sandboxConfig: ${problem}: ${HOW}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value === '') throw invalid(`${where}${key} is missing`);
  return value;
}

/**
 * The `createWalletKit` / `<WalletKitProvider config>` options of a sandbox, from what the
 * sandbox publishes: the whole of `/__dev/info`, its `kitConfig`, or either as JSON text (an
 * environment variable written by `npx embedded-wallet-kit-sandbox --write-env .env.local`).
 * Browser-safe: nothing but parsing and checks. Throws a `KitError` (`INVALID_ARGUMENT`) that
 * says how to get the value when it is missing or not a sandbox's.
 *
 * ```ts
 * const config = sandboxConfig(import.meta.env.VITE_EWK_SANDBOX);
 * ```
 */
export function sandboxConfig(source: SandboxConfigSource): WalletKitOptions {
  if (source === undefined || source === null || source === '') {
    throw invalid('no sandbox configuration given (an unset environment variable?)');
  }
  let parsed: unknown = source;
  if (typeof source === 'string') {
    try {
      parsed = JSON.parse(source);
    } catch {
      throw invalid('the text given is not JSON');
    }
  }
  const config = isRecord(parsed) && isRecord(parsed.kitConfig) ? parsed.kitConfig : parsed;
  if (!isRecord(config)) throw invalid('expected an object');
  const keys = config.trustedKeys;
  if (!isRecord(keys)) throw invalid('trustedKeys is missing');
  const trustedKeys: TrustedKeys = {
    tlsFetcher: text(keys, 'tlsFetcher', 'trustedKeys.'),
    signer: text(keys, 'signer', 'trustedKeys.'),
    notarizer: text(keys, 'notarizer', 'trustedKeys.'),
  };
  if (typeof keys.attestationRootCertificate === 'string') {
    trustedKeys.attestationRootCertificate = keys.attestationRootCertificate;
  }
  const urls = isRecord(config.oauth) ? config.oauth.authorizationUrls : undefined;
  const authorizationUrls: Partial<Record<OAuthProviderName, string>> = {};
  if (isRecord(urls)) {
    for (const [provider, url] of Object.entries(urls)) {
      if (typeof url === 'string') authorizationUrls[provider as OAuthProviderName] = url;
    }
  }
  return {
    authProxyUrl: text(config, 'authProxyUrl', ''),
    authProxyConfigId: text(config, 'authProxyConfigId', ''),
    baseUrl: text(config, 'baseUrl', ''),
    organizationId: text(config, 'organizationId', ''),
    trustedKeys,
    oauth: { authorizationUrls },
  };
}
