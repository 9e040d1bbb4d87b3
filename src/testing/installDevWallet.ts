/**
 * The page half of the dev wallet: an EIP-1193 provider announced over EIP-6963 and a
 * wallet-standard Solana wallet, registered the way real extensions do it. They hold no key:
 * every signature is asked of the test's Node process through `window[config.bridge]` (a
 * Playwright `exposeFunction`), which also decides whether to reject.
 *
 * Serialized into the page by `addInitScript`: self-contained, no imports, no outer variables.
 */

/** What the page asks the test process (JSON-serializable: it crosses `exposeFunction`). */
export type DevWalletRequest =
  | { chain: 'ethereum'; method: 'eth_requestAccounts' }
  | { chain: 'ethereum'; method: 'personal_sign'; message: string; address: string }
  | { chain: 'solana'; method: 'connect' }
  | { chain: 'solana'; method: 'signMessage'; message: string };

/** The test process's answer: a result, or an EIP-1193 style error. */
export type DevWalletAnswer =
  | { result: string | string[] }
  | { error: { code: number; message: string } };

export interface DevWalletPageConfig {
  /** Name of the global function the test exposes (the bridge). */
  bridge: string;
  name: string;
  /** data: URI. */
  icon: string;
  rdns: string;
  uuid: string;
  /** Solana account: base58 address and 32-byte public key hex. */
  solana: { address: string; publicKey: string };
}

export interface DevWalletWindow extends EventTarget {
  [bridge: string]: unknown;
}

export function installDevWallet(config: DevWalletPageConfig, target?: DevWalletWindow): void {
  const win = (target ??
    (globalThis as unknown as { window: DevWalletWindow }).window) as DevWalletWindow;
  const ask = async (request: DevWalletRequest): Promise<string | string[]> => {
    const bridge = win[config.bridge] as (r: DevWalletRequest) => Promise<DevWalletAnswer>;
    const answer = await bridge(request);
    if ('error' in answer) {
      // EIP-1193 ProviderRpcError shape: an Error with a numeric `code`.
      throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    }
    return answer.result;
  };
  const hexToBytes = (hex: string) =>
    new Uint8Array((hex.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16)));
  const bytesToHex = (bytes: Uint8Array) =>
    Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

  // --- Ethereum: EIP-1193 provider, announced per EIP-6963 ---
  const provider = {
    isDevWallet: true,
    async request(args: { method: string; params?: readonly unknown[] }) {
      const params = args.params ?? [];
      switch (args.method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return ask({ chain: 'ethereum', method: 'eth_requestAccounts' });
        case 'eth_chainId':
          return '0x1';
        case 'personal_sign':
          return ask({
            chain: 'ethereum',
            method: 'personal_sign',
            message: String(params[0]),
            address: String(params[1]),
          });
        default:
          throw Object.assign(new Error(`${args.method} is not supported by the dev wallet`), {
            code: 4200,
          });
      }
    },
    on() {},
    removeListener() {},
  };
  const info = Object.freeze({
    uuid: config.uuid,
    name: config.name,
    icon: config.icon,
    rdns: config.rdns,
  });
  const announce = () =>
    win.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider }),
      }),
    );
  win.addEventListener('eip6963:requestProvider', announce);
  announce();

  // --- Solana: a wallet-standard wallet ---
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const;
  const account = Object.freeze({
    address: config.solana.address,
    publicKey: hexToBytes(config.solana.publicKey),
    chains,
    features: ['solana:signMessage'] as const,
  });
  let connected = false;
  const wallet = {
    version: '1.0.0' as const,
    name: config.name,
    icon: config.icon,
    chains,
    get accounts() {
      return connected ? [account] : [];
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          await ask({ chain: 'solana', method: 'connect' });
          connected = true;
          return { accounts: [account] };
        },
      },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: unknown; message: Uint8Array }[]) {
          const outputs = [];
          for (const input of inputs) {
            const signature = await ask({
              chain: 'solana',
              method: 'signMessage',
              message: bytesToHex(input.message),
            });
            outputs.push({
              signedMessage: input.message,
              signature: hexToBytes(String(signature)),
            });
          }
          return outputs;
        },
      },
    },
  };
  // wallet-standard's registration handshake (`@wallet-standard/wallet` registerWallet): offer
  // the wallet now, and again to an app that loads later (`wallet-standard:app-ready`).
  const register = ({ register }: { register(wallet: unknown): unknown }) => register(wallet);
  try {
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  } catch {
    // no app listening yet
  }
  win.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail),
  );
}
