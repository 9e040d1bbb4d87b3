/**
 * `embedded-wallet-kit/viem`: the embedded Ethereum account as a viem account. viem is an
 * optional peer of the kit: only apps that import this entry need it.
 */
export { createViemAccount, toViemAccount, type ViemAccountOptions } from './toViemAccount.js';
