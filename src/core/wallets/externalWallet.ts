import type { WalletClientSignatureScheme } from '../../protocol/enums.js';
import type { Stamper } from '../stampers/stamper.js';

/** The chains whose wallets can log in (wire-details, "External wallets"). */
export type WalletChain = 'ethereum' | 'solana';

export interface ConnectWalletOptions {
  /** Aborting stops waiting for the wallet (its own prompt may stay open until answered). */
  signal?: AbortSignal;
}

/**
 * An installed wallet the user can log in with: an EIP-1193 provider (announced over EIP-6963,
 * or `window.ethereum`) or a wallet-standard Solana wallet. Found by `watchWallets`.
 */
export interface ExternalWallet {
  /** Stable within a page: `eip6963:<rdns>`, `injected:ethereum`, `wallet-standard:<name>`. */
  readonly id: string;
  readonly name: string;
  /** The wallet's icon as it announces it (a data: URI by EIP-6963 and wallet-standard). */
  readonly icon: string | undefined;
  readonly chain: WalletChain;
  /**
   * Asks the wallet for its account. An Ethereum wallet also signs a fixed message once, since
   * an address does not reveal the public key the service knows the user by (the key is
   * recovered from that signature).
   */
  connect(options?: ConnectWalletOptions): Promise<ConnectedWallet>;
}

/** A wallet account ready to stamp requests (`X-Stamp`, by the wallet). */
export interface ConnectedWallet {
  readonly chain: WalletChain;
  readonly walletName: string;
  /** As users expect to see it: EIP-55 checksummed (Ethereum), base58 (Solana). */
  readonly address: string;
  /** The API key the service knows: compressed secp256k1 (33 bytes) or Ed25519 (32 bytes), hex. */
  readonly publicKey: string;
  readonly curveType: 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
  /** Stamps with the wallet: each stamp is one signature the wallet asks the user for. */
  readonly stamper: Stamper;
  /**
   * Signs `message` as the wallet's client signature (one prompt): the proof of possession a
   * wallet signup carries (docs/wallet-signup-proof.md). Ethereum: `personal_sign`, `r||s`;
   * Solana: `signMessage`, the Ed25519 signature.
   */
  signClientSignature(message: string): Promise<WalletClientSignature>;
}

/** A wallet's client signature over a `signup_v2` (this kit's extension of the P-256 one). */
export interface WalletClientSignature {
  /** The wallet's API key, as `publicKey` above. */
  publicKey: string;
  scheme: WalletClientSignatureScheme;
  message: string;
  /** 64 bytes, hex: `r||s` (secp256k1) or the Ed25519 signature. */
  signature: string;
}
