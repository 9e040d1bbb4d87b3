import { createConnector } from '@wagmi/core';
import { embeddedAccount, type WalletKit } from 'embedded-wallet-kit';
import { createEip1193Provider, type EmbeddedEip1193Provider } from 'embedded-wallet-kit/ethereum';
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem';

export interface EmbeddedWalletParameters {
  /** The kit whose embedded wallet connects (the one `<WalletKitProvider kit>` has). */
  kit: WalletKit;
  /** Shown in wagmi's connector list. Default "Embedded wallet". */
  name?: string;
  /** A data URI of the wallet's icon. */
  icon?: string;
  /**
   * What `connect()` does when no one is signed in: open your login (the kit's modal:
   * `() => authModal.open()`, resolved once the user is in). Default: refused with 4001.
   */
  login?: () => Promise<void>;
}

embeddedWallet.type = 'embeddedWallet' as const;

/**
 * A wagmi connector for the kit's embedded Ethereum account: `useAccount`, `useBalance`,
 * `useSignMessage`, `useSignTypedData`, `useSendTransaction`, `useSwitchChain` ... work with it
 * as with any wallet. It talks to the kit through its EIP-1193 provider
 * (`embedded-wallet-kit/ethereum`), so every signature shows the kit's confirmation, and reads
 * go to the RPC URL of the kit's `chains`. The account follows the kit's session: logging out
 * disconnects; a login on a reload reconnects (`isAuthorized`).
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters) {
  const { kit } = parameters;
  let provider: EmbeddedEip1193Provider | undefined;
  const providerOf = () => {
    provider ??= createEip1193Provider(kit);
    return provider;
  };

  return createConnector<EmbeddedEip1193Provider>((config) => {
    let onAccounts: ((accounts: string[]) => void) | undefined;
    let onChain: ((chainId: string) => void) | undefined;
    return {
      id: 'embeddedWalletKit',
      name: parameters.name ?? 'Embedded wallet',
      type: embeddedWallet.type,
      ...(parameters.icon ? { icon: parameters.icon } : {}),
      async connect({ chainId } = {}) {
        if (!kit.session.getSnapshot().session) {
          if (!parameters.login) {
            throw new UserRejectedRequestError(new Error('Log in to the embedded wallet first'));
          }
          await parameters.login();
        }
        const accounts = (await this.getAccounts()) as Address[];
        if (accounts.length === 0) {
          throw new UserRejectedRequestError(new Error('No embedded Ethereum account'));
        }
        let current = await this.getChainId();
        if (chainId !== undefined && chainId !== current) {
          current = (await this.switchChain?.({ chainId }))?.id ?? current;
        }
        const p = providerOf();
        onAccounts ??= (list) => this.onAccountsChanged(list);
        onChain ??= (id) => this.onChainChanged(id);
        p.on('accountsChanged', onAccounts);
        p.on('chainChanged', onChain);
        return { accounts, chainId: current } as never;
      },
      async disconnect() {
        if (onAccounts) providerOf().removeListener('accountsChanged', onAccounts);
        if (onChain) providerOf().removeListener('chainChanged', onChain);
      },
      async getAccounts() {
        const account = await embeddedAccount(kit, 'ADDRESS_FORMAT_ETHEREUM');
        return account ? [getAddress(account.address)] : [];
      },
      async getChainId() {
        return Number(await providerOf().request({ method: 'eth_chainId' }));
      },
      async getProvider() {
        return providerOf();
      },
      async isAuthorized() {
        return (await this.getAccounts()).length > 0;
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain)
          throw new SwitchChainError(new Error(`Chain ${chainId} is not in wagmi's config`));
        try {
          await providerOf().request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${chainId.toString(16)}` }],
          });
        } catch (error) {
          throw new SwitchChainError(error as Error);
        }
        config.emitter.emit('change', { chainId });
        return chain;
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) });
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },
      async onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}
