/**
 * `embedded-wallet-kit/ethereum`: the embedded Ethereum account as an EIP-1193 provider,
 * announced by EIP-6963. Needs no library; nothing of it is in the login path.
 */
export { announceEip6963Provider, type Eip6963Info } from './announceEip6963Provider.js';
export {
  createEip1193Provider,
  type Eip1193ProviderOptions,
  type EmbeddedEip1193Provider,
  type RequestArguments,
} from './createEip1193Provider.js';
export { ProviderRpcError, toProviderRpcError } from './providerRpcError.js';
