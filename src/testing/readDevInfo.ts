import type { PublicBootstrap } from '../sandbox/index.js';
import { resolveTarget, type SandboxTarget } from './sandboxTarget.js';

/**
 * `GET /__dev/info`: what a client of this sandbox configures itself with (organization, proxy
 * config id, URLs, the `trustedKeys` to pin), without private keys.
 */
export async function readDevInfo(target: SandboxTarget): Promise<PublicBootstrap> {
  const { url, fetch } = resolveTarget(target);
  const response = await fetch(`${url}/__dev/info`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/__dev/info answered HTTP ${response.status}`);
  return (await response.json()) as PublicBootstrap;
}
