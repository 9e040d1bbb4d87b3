/**
 * The page half of the dev wallet: an EIP-1193 provider announced over EIP-6963 and a
 * wallet-standard Solana wallet, registered the way real extensions do it. They hold no key:
 * every signature is asked of the test's Node process through `window[config.bridge]` (a
 * Playwright `exposeFunction`), which also decides whether to reject.
 *
 * The script is plain JavaScript text, not a function turned into text with `toString()`: a
 * function's text is whatever the caller's compiler made of it (tsx and esbuild's `keepNames`
 * wrap functions in a `__name(...)` helper the page does not have; coverage tools add counters),
 * so the page would run code that depends on how the test was compiled.
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

/**
 * The script `addInitScript` runs in the page, before its own scripts, with `config` filled in.
 * ES2020, no imports, no outer names: `window` and the DOM only.
 */
export function devWalletPageScript(config: DevWalletPageConfig): string {
  return `(${PAGE_SCRIPT})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}

export interface DevWalletWindow extends EventTarget {
  [bridge: string]: unknown;
}

/**
 * Runs the page script on `target` (default: the global `window`), as the page does: for tests
 * of the wallet's page half outside a browser (a stand-in window, happy-dom).
 */
export function installDevWallet(config: DevWalletPageConfig, target?: DevWalletWindow): void {
  const install = new Function('window', `return (${PAGE_SCRIPT});`) as (
    win: DevWalletWindow,
  ) => (config: DevWalletPageConfig) => void;
  install(target ?? (globalThis as unknown as { window: DevWalletWindow }).window)(config);
}

// Kept free of backticks and "${": it is the text of one function expression.
const PAGE_SCRIPT = `function installDevWallet(config) {
  var win = window;
  var ask = async function (request) {
    var answer = await win[config.bridge](request);
    if ('error' in answer) {
      // EIP-1193 ProviderRpcError shape: an Error with a numeric code.
      throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    }
    return answer.result;
  };
  var hexToBytes = function (hex) {
    return new Uint8Array((hex.match(/../g) || []).map(function (byte) {
      return Number.parseInt(byte, 16);
    }));
  };
  var bytesToHex = function (bytes) {
    return Array.from(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  };

  // --- Ethereum: EIP-1193 provider, announced per EIP-6963 ---
  var provider = {
    isDevWallet: true,
    request: async function (args) {
      var params = args.params || [];
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
          throw Object.assign(new Error(args.method + ' is not supported by the dev wallet'), {
            code: 4200,
          });
      }
    },
    on: function () {},
    removeListener: function () {},
  };
  var info = Object.freeze({ uuid: config.uuid, name: config.name, icon: config.icon, rdns: config.rdns });
  var announce = function () {
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info: info, provider: provider }),
    }));
  };
  win.addEventListener('eip6963:requestProvider', announce);
  announce();

  // --- Solana: a wallet-standard wallet ---
  var chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'];
  var account = Object.freeze({
    address: config.solana.address,
    publicKey: hexToBytes(config.solana.publicKey),
    chains: chains,
    features: ['solana:signMessage'],
  });
  var connected = false;
  var wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: chains,
    get accounts() {
      return connected ? [account] : [];
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async function () {
          await ask({ chain: 'solana', method: 'connect' });
          connected = true;
          return { accounts: [account] };
        },
      },
      'standard:events': { version: '1.0.0', on: function () { return function () {}; } },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async function () {
          var outputs = [];
          for (var i = 0; i < arguments.length; i++) {
            var input = arguments[i];
            var signature = await ask({
              chain: 'solana',
              method: 'signMessage',
              message: bytesToHex(input.message),
            });
            outputs.push({ signedMessage: input.message, signature: hexToBytes(String(signature)) });
          }
          return outputs;
        },
      },
    },
  };
  // wallet-standard's registration handshake (@wallet-standard/wallet registerWallet): offer
  // the wallet now, and again to an app that loads later (wallet-standard:app-ready).
  var register = function (api) { return api.register(wallet); };
  try {
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  } catch (error) {
    // no app listening yet
  }
  win.addEventListener('wallet-standard:app-ready', function (event) {
    register(event.detail);
  });
}`;
