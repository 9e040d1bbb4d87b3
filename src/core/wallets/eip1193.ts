/** EIP-1193: what an injected Ethereum provider offers (only what the kit calls). */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
}

/** EIP-6963 `EIP6963ProviderInfo`: how a wallet announces itself. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  /** A data: URI (RFC 2397), per EIP-6963. */
  icon: string;
  /** Reverse-DNS id of the wallet, e.g. `io.metamask`. */
  rdns: string;
}

/** EIP-6963 `EIP6963ProviderDetail`: the `detail` of `eip6963:announceProvider`. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}
