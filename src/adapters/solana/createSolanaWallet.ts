import { getAddressEncoder, getBase58Encoder, address as toAddress } from '@solana/kit';
import type { IdentifierArray, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import {
  embeddedAccount,
  type SignerAccount,
  sendTransaction,
  signMessage,
  signTransaction,
  type WalletKit,
} from 'embedded-wallet-kit';
import { hexBytes } from './createSolanaSigner.js';

export interface SolanaWalletOptions {
  /** Shown in wallet pickers. Default "Embedded wallet". */
  name?: string;
  /** A data URI of a square image (Wallet Standard's `icon`). */
  icon: WalletIcon;
  /**
   * The Wallet Standard chains it signs for. Default mainnet, devnet, testnet and localnet.
   * `solana:signAndSendTransaction` sends on the kit's configured chain for each of them
   * (`chains` maps a Wallet Standard chain to a kit chain's CAIP-2 id).
   */
  chains?: IdentifierArray;
  /** Kit chains (CAIP-2) for `solana:signAndSendTransaction`, by Wallet Standard chain. */
  sendOn?: Readonly<Record<string, string>>;
}

const SOLANA_CHAINS = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
] as const;

/**
 * The embedded Solana account as a Wallet Standard wallet, so Solana wallet adapters (the
 * Wallet Standard app registry, `@solana/wallet-adapter`, `@solana/react`) list it:
 * `standard:connect` (the signed-in user's account), `standard:disconnect`, `standard:events`
 * (the account changes at login and logout), `solana:signMessage`, `solana:signTransaction`
 * (legacy and v0) and, for chains in `sendOn`, `solana:signAndSendTransaction`. Every signature
 * shows the kit's confirmation. `registerWallet` makes wallet pickers see it.
 */
export function createSolanaWallet(kit: WalletKit, options: SolanaWalletOptions): Wallet {
  const chains = options.chains ?? SOLANA_CHAINS;
  let accounts: readonly WalletAccount[] = [];
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>();
  const features: IdentifierArray = [
    'solana:signMessage',
    'solana:signTransaction',
    ...(options.sendOn ? (['solana:signAndSendTransaction'] as const) : []),
  ];
  const accountOf = (account: SignerAccount): WalletAccount =>
    Object.freeze({
      address: account.address,
      publicKey: new Uint8Array(getAddressEncoder().encode(toAddress(account.address))),
      chains,
      features,
    });
  const refresh = async () => {
    const found = await embeddedAccount(kit, 'ADDRESS_FORMAT_SOLANA').catch(() => undefined);
    const next = found ? [accountOf(found)] : [];
    if (next[0]?.address !== accounts[0]?.address) {
      accounts = next;
      for (const listener of listeners) listener({ accounts });
    }
    return accounts;
  };
  const signer = async (walletAccount: WalletAccount): Promise<SignerAccount> => {
    const account = await embeddedAccount(kit, 'ADDRESS_FORMAT_SOLANA', { required: true });
    if (account.address !== walletAccount.address) {
      throw new Error(`${walletAccount.address} is not the embedded account`);
    }
    return account;
  };
  kit.session.subscribe(() => void refresh());

  return {
    version: '1.0.0',
    name: options.name ?? 'Embedded wallet',
    icon: options.icon,
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => ({ accounts: await refresh() }),
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => {} },
      'standard:events': {
        version: '1.0.0',
        on: (
          _event: 'change',
          listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
        ) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          const out = [];
          for (const input of inputs) {
            const account = await signer(input.account);
            const signed = await signMessage(kit, { message: input.message, account });
            out.push({ signedMessage: input.message, signature: hexBytes(signed.signature) });
          }
          return out;
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
        ) => {
          const out = [];
          for (const input of inputs) {
            const account = await signer(input.account);
            const chain = input.chain ? options.sendOn?.[input.chain] : undefined;
            const signed = await signTransaction(kit, {
              account,
              unsignedTransaction: input.transaction,
              ...(chain ? { chain } : {}),
            });
            out.push({ signedTransaction: signed.bytes });
          }
          return out;
        },
      },
      ...(options.sendOn
        ? {
            'solana:signAndSendTransaction': {
              version: '1.0.0',
              supportedTransactionVersions: ['legacy', 0],
              signAndSendTransaction: async (
                ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
              ) => {
                const out = [];
                for (const input of inputs) {
                  const chain = options.sendOn?.[input.chain];
                  if (!chain) throw new Error(`No kit chain is set for ${input.chain}`);
                  const sent = await sendTransaction(kit, {
                    account: await signer(input.account),
                    chain,
                    transaction: input.transaction,
                  });
                  out.push({ signature: new Uint8Array(getBase58Encoder().encode(sent.hash)) });
                }
                return out;
              },
            },
          }
        : {}),
    },
  };
}

/**
 * Registers a Wallet Standard wallet with the page's wallet registry (the Wallet Standard's
 * handshake: `wallet-standard:register-wallet` now, and at each `wallet-standard:app-ready` of
 * an app that loads later). Answers a function that stops answering later apps.
 */
export function registerWallet(
  wallet: Wallet,
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> = window,
): () => void {
  const register = (api: { register(wallet: Wallet): unknown }) => api.register(wallet);
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  } catch {
    // No registry is listening yet: the app-ready event below offers it again.
  }
  const onReady = (event: Event) => register((event as CustomEvent).detail);
  target.addEventListener('wallet-standard:app-ready', onReady);
  return () => target.removeEventListener('wallet-standard:app-ready', onReady);
}
