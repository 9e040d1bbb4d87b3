import type { EmbeddedEip1193Provider } from './createEip1193Provider.js';

/** EIP-6963's provider info: what wallet pickers list. */
export interface Eip6963Info {
  /** A UUIDv4 for this page load. Default a fresh one. */
  uuid?: string;
  name: string;
  /** A data URI (RFC 2397) of a square image, at least 96x96 px. */
  icon: string;
  /** Reverse-DNS id, stable across loads: `com.example.wallet`. */
  rdns: string;
}

/**
 * Announces the provider by EIP-6963 ("Multi Injected Provider Discovery") so that wallet
 * pickers (wagmi's, RainbowKit's, Web3Modal's ...) list it: `eip6963:announceProvider` now and
 * again at each `eip6963:requestProvider`. Answers a function that stops answering.
 */
export function announceEip6963Provider(
  provider: EmbeddedEip1193Provider,
  info: Eip6963Info,
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> = window,
): () => void {
  const detail = Object.freeze({
    info: Object.freeze({ ...info, uuid: info.uuid ?? crypto.randomUUID() }),
    provider,
  });
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  announce();
  target.addEventListener('eip6963:requestProvider', announce);
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
