/** Address parameters of one Bitcoin network. */
export interface BitcoinNetworkParams {
  /** base58check version byte of P2PKH addresses. */
  p2pkhVersion: number;
  /** base58check version byte of P2SH addresses. */
  p2shVersion: number;
  /** bech32/bech32m human-readable part of segwit addresses (BIP173, BIP350). */
  hrp: string;
}

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'signet' | 'regtest';

/**
 * Bitcoin Core's chainparams: signet shares testnet's prefixes, and regtest does too except for
 * its bech32 human-readable part `bcrt`.
 */
export const BITCOIN_NETWORKS: Readonly<Record<BitcoinNetwork, BitcoinNetworkParams>> = {
  mainnet: { p2pkhVersion: 0x00, p2shVersion: 0x05, hrp: 'bc' },
  testnet: { p2pkhVersion: 0x6f, p2shVersion: 0xc4, hrp: 'tb' },
  signet: { p2pkhVersion: 0x6f, p2shVersion: 0xc4, hrp: 'tb' },
  regtest: { p2pkhVersion: 0x6f, p2shVersion: 0xc4, hrp: 'bcrt' },
};
