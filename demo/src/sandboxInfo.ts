import type { TrustedKeys } from 'embedded-wallet-kit';

/** What the sandbox publishes at `GET /__dev/info` (its bootstrap without private keys). */
export interface SandboxInfo {
  baseUrl: string;
  authProxyUrl: string;
  organizationId: string;
  authProxyConfigId: string;
  trustedKeys: TrustedKeys;
  seed: { vaultAssets: string[]; walletAddresses: string[] };
  /** The kit's isolated frame, on an origin of its own (export and import). */
  frameUrl?: string;
  /** The local chain `npm run demo` starts, where new accounts get test ETH. */
  chain?: { rpcUrl: string; chainId: number };
}

/**
 * The demo configures the kit from the sandbox it runs against, as an app would from its own
 * settings: URLs, the proxy config id, the parent organization and the keys to pin.
 */
export async function loadSandboxInfo(): Promise<SandboxInfo> {
  const response = await fetch('/__dev/info', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/__dev/info answered HTTP ${response.status}`);
  const info = (await response.json()) as SandboxInfo;
  if (!info.organizationId || !info.authProxyConfigId || !info.trustedKeys) {
    throw new Error('/__dev/info is missing the organization, config id or trusted keys');
  }
  return info;
}

const CACHE_KEY = 'ewk-demo:sandbox-info';

/**
 * The sandbox info of the last visit, so that a reload renders at once (no request before the
 * first paint); `main.tsx` checks it against the sandbox after that paint. An app would build
 * these settings in instead.
 */
export function readCachedSandboxInfo(): SandboxInfo | undefined {
  try {
    const info = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as SandboxInfo | null;
    return info?.organizationId && info.authProxyConfigId && info.trustedKeys ? info : undefined;
  } catch {
    return undefined;
  }
}

export function cacheSandboxInfo(info: SandboxInfo): void {
  localStorage.setItem(CACHE_KEY, JSON.stringify(info));
}
