import {
  chainOf,
  chainRpc,
  embeddedAccount,
  evmChainId,
  type KitChain,
  prepareTransaction,
  sendTransaction,
  signMessage,
  signTransaction,
  signTypedData,
  type TypedData,
  type WalletKit,
} from 'embedded-wallet-kit';
import { type Listener, providerEvents } from './providerEvents.js';
import { ProviderRpcError, toProviderRpcError } from './providerRpcError.js';
import { type RpcTransaction, transactionArgs } from './transactionArgs.js';

/** EIP-1193's request arguments. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** The embedded wallet as an EIP-1193 provider (see `createEip1193Provider`). */
export interface EmbeddedEip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): EmbeddedEip1193Provider;
  removeListener(event: string, listener: Listener): EmbeddedEip1193Provider;
  /** Stops following the kit's session. */
  destroy(): void;
}

export interface Eip1193ProviderOptions {
  /** The chain it starts on (`eip155:<id>`). Default the kit's first `eip155` chain. */
  chain?: string;
}

const paramsOf = (args: RequestArguments): readonly unknown[] =>
  Array.isArray(args.params) ? args.params : [];

/** Calls `changed` when someone else (or no one) is signed in; answers the unsubscribe. */
function onUserChange(kit: WalletKit, changed: () => unknown): () => void {
  let user = kit.session.getSnapshot().session?.userId;
  return kit.session.subscribe(() => {
    const now = kit.session.getSnapshot().session?.userId;
    if (now === user) return;
    user = now;
    changed();
  });
}

/** `personal_sign`'s message: hex (what EIP-1193 callers send), or else text as it is. */
const messageBytes = (message: string): Uint8Array =>
  /^0x([0-9a-fA-F]{2})*$/.test(message)
    ? Uint8Array.from(message.slice(2).match(/../g) ?? [], (h) => Number.parseInt(h, 16))
    : new TextEncoder().encode(message);

/** The `from` of a transaction request's first parameter. */
const from = (params: readonly unknown[]) => (params[0] as RpcTransaction | undefined)?.from;

/** Methods only a wallet answers; every other one is a read, forwarded to the chain's RPC. */
const REFUSED = /^(eth_sign|eth_signTypedData(_v1|_v3)?|wallet_.*|eth_(un)?subscribe)$/;

/**
 * The signed-in user's embedded Ethereum account as an EIP-1193 provider, for any library that
 * takes one (viem's `custom` transport, ethers' `BrowserProvider`, wagmi): `eth_accounts` and
 * `eth_requestAccounts` (the account, or none when signed out: log in through the kit first),
 * `eth_chainId` and `wallet_switchEthereumChain` among the kit's `chains`, `personal_sign`,
 * `eth_signTypedData_v4`, `eth_signTransaction` and `eth_sendTransaction` (each with the kit's
 * confirmation), and every read (`eth_getBalance`, `eth_call`, ...) forwarded to the current
 * chain's RPC URL. Events: `accountsChanged` (log in, log out), `chainChanged`, `connect`,
 * `disconnect`. Errors are EIP-1193's: 4001 when the user rejects, 4100 signed out, 4902 for a
 * chain not configured.
 */
export function createEip1193Provider(
  kit: WalletKit,
  options: Eip1193ProviderOptions = {},
): EmbeddedEip1193Provider {
  const evmChains = (): KitChain[] =>
    kit.options.chains.filter((c) => evmChainId(c.caip2) !== undefined);
  let current = options.chain ?? evmChains()[0]?.caip2;
  const events = providerEvents();
  const emit = events.emit;
  const chain = (): KitChain => {
    if (current !== undefined) return chainOf(kit, current);
    throw new ProviderRpcError(4900, 'No Ethereum chain is configured (`chains` of the kit)');
  };
  const hexChainId = () => `0x${(evmChainId(chain().caip2) as number).toString(16)}`;
  const account = () => embeddedAccount(kit, 'ADDRESS_FORMAT_ETHEREUM', { required: true });
  const accounts = async () => {
    const found = await embeddedAccount(kit, 'ADDRESS_FORMAT_ETHEREUM');
    return found ? [found.address] : [];
  };
  const ownAddress = async (claimed: unknown) => {
    const own = await account();
    if (typeof claimed === 'string' && claimed.toLowerCase() !== own.address.toLowerCase()) {
      throw new ProviderRpcError(4100, `${claimed} is not this wallet's account`);
    }
    return own;
  };

  async function handle(args: RequestArguments): Promise<unknown> {
    const params = paramsOf(args);
    switch (args.method) {
      case 'eth_accounts':
        return accounts();
      case 'eth_requestAccounts':
        return [(await account()).address];
      case 'eth_chainId':
        return hexChainId();
      case 'net_version':
        return String(evmChainId(chain().caip2));
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId?: string } | undefined)?.chainId);
        const next = evmChains().find((c) => evmChainId(c.caip2) === id);
        if (!next) throw new ProviderRpcError(4902, `Chain ${id} is not configured`);
        if (next.caip2 !== current) {
          current = next.caip2;
          emit('chainChanged', hexChainId());
        }
        return null;
      }
      case 'personal_sign': {
        const [message, address] = params as [string, string];
        const account = await ownAddress(address);
        return (await signMessage(kit, { message: messageBytes(message), account })).signature;
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = params as [string, string | TypedData];
        const typedData = (typeof json === 'string' ? JSON.parse(json) : json) as TypedData;
        return (await signTypedData(kit, { account: await ownAddress(address), typedData }))
          .signature;
      }
      case 'eth_signTransaction': {
        const { unsignedTransaction } = await prepareTransaction(
          kit,
          transactionArgs(
            params[0] as RpcTransaction,
            await ownAddress(from(params)),
            chain().caip2,
          ),
        );
        const args = { account: await account(), unsignedTransaction, chain: chain().caip2 };
        return (await signTransaction(kit, args)).signedTransaction;
      }
      case 'eth_sendTransaction':
        return (
          await sendTransaction(
            kit,
            transactionArgs(
              params[0] as RpcTransaction,
              await ownAddress(from(params)),
              chain().caip2,
            ),
          )
        ).hash;
      default:
        if (REFUSED.test(args.method)) {
          throw new ProviderRpcError(4200, `${args.method} is not supported by this wallet`);
        }
        return chainRpc(chain(), args.method, params);
    }
  }

  const stop = onUserChange(kit, () =>
    accounts().then(
      (list) => emit('accountsChanged', list),
      () => emit('accountsChanged', []),
    ),
  );

  const provider: EmbeddedEip1193Provider = {
    async request(args) {
      try {
        return await handle(args);
      } catch (error) {
        throw toProviderRpcError(error);
      }
    },
    on(event, listener) {
      events.on(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      events.off(event, listener);
      return provider;
    },
    destroy: stop,
  };
  return provider;
}
