import { type Bootstrap, type PublicBootstrap, publicBootstrap } from '../bootstrap.js';

/** The social providers of the kit; the sandbox's dev OAuth/OIDC provider plays each one. */
const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook', 'x', 'discord'] as const;

/**
 * The kit settings of a sandbox as plain JSON (the kit's `SandboxKitConfig`, which its
 * `sandboxConfig()` reads): URLs, proxy configuration, organization, the keys to pin, and the
 * dev provider as every social login's authorization endpoint. Nothing secret.
 */
export interface SandboxKitConfig {
  authProxyUrl: string;
  authProxyConfigId: string;
  baseUrl: string;
  organizationId: string;
  trustedKeys: Bootstrap['trustedKeys'];
  oauth: { authorizationUrls: Record<(typeof SOCIAL_PROVIDERS)[number], string> };
}

/** What `GET /__dev/info` answers: the bootstrap without private keys, and the kit config. */
export interface DevInfo extends PublicBootstrap {
  kitConfig: SandboxKitConfig;
}

type KitConfigSource = Pick<
  Bootstrap,
  'authProxyUrl' | 'authProxyConfigId' | 'baseUrl' | 'organizationId' | 'trustedKeys'
>;

/** The kit config of a sandbox, from its bootstrap (or the public half of it). */
export function sandboxKitConfig(b: KitConfigSource): SandboxKitConfig {
  const authorize = `${b.baseUrl}/oauth/auth`;
  return {
    authProxyUrl: b.authProxyUrl,
    authProxyConfigId: b.authProxyConfigId,
    baseUrl: b.baseUrl,
    organizationId: b.organizationId,
    trustedKeys: b.trustedKeys,
    oauth: {
      authorizationUrls: Object.fromEntries(
        SOCIAL_PROVIDERS.map((provider) => [provider, authorize]),
      ) as SandboxKitConfig['oauth']['authorizationUrls'],
    },
  };
}

/** `GET /__dev/info`'s answer for a bootstrap. */
export function devInfo(b: Bootstrap): DevInfo {
  return { ...publicBootstrap(b), kitConfig: sandboxKitConfig(b) };
}
