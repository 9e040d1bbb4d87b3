import type { AddressFormat } from '../../protocol/index.js';
import type { AllAccountStrings } from './accountStrings.js';

/** A chain's name for an address format: Ethereum, Solana (the app's words), else its own. */
export function chainName(format: AddressFormat, strings: AllAccountStrings): string {
  if (format === 'ADDRESS_FORMAT_ETHEREUM') return strings.walletChainEthereum;
  if (format === 'ADDRESS_FORMAT_SOLANA') return strings.walletChainSolana;
  const name = format.replace('ADDRESS_FORMAT_', '').toLowerCase();
  return name.charAt(0).toUpperCase() + name.slice(1);
}
