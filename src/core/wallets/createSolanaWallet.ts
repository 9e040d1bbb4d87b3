import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature } from '@wallet-standard/features';
import { base58Encode } from '../../protocol/base58.js';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import { encodeApiKeyStamp, STAMP_HEADER } from '../../protocol/stamp.js';
import { WalletError } from '../errors/walletError.js';
import type { Stamper } from '../stampers/stamper.js';
import type { ConnectedWallet, ConnectWalletOptions, ExternalWallet } from './externalWallet.js';
import { toWalletError, untilAborted } from './toWalletError.js';

// Feature names (wallet-standard, Solana wallet-standard features), written out: importing the
// constants would bundle the packages' runtime for two strings.
const CONNECT = 'standard:connect';
const SIGN_MESSAGE = 'solana:signMessage';

type ConnectFeature = StandardConnectFeature[typeof CONNECT];
type SignMessageFeature = SolanaSignMessageFeature[typeof SIGN_MESSAGE];

const isSolanaChain = (chain: string) => chain.startsWith('solana:');

/** Can this wallet log in: a Solana wallet that connects and signs messages? */
export const isSolanaLoginWallet = (wallet: Wallet): boolean =>
  wallet.chains.some(isSolanaChain) &&
  CONNECT in wallet.features &&
  SIGN_MESSAGE in wallet.features;

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * A wallet-standard Solana wallet as an `ExternalWallet` (wire-details, "External wallets"):
 * `standard:connect` for the account, whose 32-byte Ed25519 key is the user's API key, and a
 * stamper that has the wallet sign each body with `solana:signMessage`
 * (`SIGNATURE_SCHEME_TK_API_ED25519`).
 */
export function createSolanaWallet(wallet: Wallet): ExternalWallet {
  const features = wallet.features as Partial<Record<string, unknown>>;
  return {
    id: `wallet-standard:${wallet.name}`,
    name: wallet.name,
    icon: wallet.icon,
    chain: 'solana',
    async connect(options: ConnectWalletOptions = {}): Promise<ConnectedWallet> {
      const { signal } = options;
      const connect = features[CONNECT] as ConnectFeature | undefined;
      const signMessage = features[SIGN_MESSAGE] as SignMessageFeature | undefined;
      if (!connect || !signMessage) {
        throw new WalletError('WALLET_UNSUPPORTED', `${wallet.name} cannot sign messages`);
      }
      let accounts: readonly WalletAccount[];
      try {
        ({ accounts } = await untilAborted(connect.connect(), signal));
      } catch (cause) {
        throw toWalletError(cause, 'connect');
      }
      const account = accounts.find(
        (a) => a.chains.some(isSolanaChain) && a.features.includes(SIGN_MESSAGE),
      );
      if (!account) {
        throw new WalletError(
          accounts.length === 0 ? 'WALLET_NOT_FOUND' : 'WALLET_UNSUPPORTED',
          `${wallet.name} has no Solana account that signs messages`,
        );
      }
      const key = Uint8Array.from(account.publicKey);
      if (key.length !== 32) {
        throw new WalletError('WALLET_UNSUPPORTED', 'the account key is not an Ed25519 key');
      }
      const publicKey = bytesToHex(key);
      // One `solana:signMessage` of `message` by this account: the bare Ed25519 signature.
      const sign = async (message: Uint8Array) => {
        let signed: Awaited<ReturnType<SignMessageFeature['signMessage']>>;
        try {
          signed = await untilAborted(signMessage.signMessage({ account, message }), signal);
        } catch (cause) {
          throw toWalletError(cause, 'sign the request');
        }
        const out = signed[0];
        // The standard lets a wallet prefix the message; the service verifies the message alone.
        if (
          !out ||
          (out.signatureType !== undefined && out.signatureType !== 'ed25519') ||
          out.signature.length !== 64 ||
          !sameBytes(Uint8Array.from(out.signedMessage), message)
        ) {
          throw new WalletError(
            'WALLET_UNSUPPORTED',
            `${wallet.name} signed something other than the request (prefixed, or not Ed25519)`,
          );
        }
        return Uint8Array.from(out.signature);
      };
      const stamper: Stamper = {
        interactive: true,
        async stamp(body) {
          return {
            headerName: STAMP_HEADER,
            headerValue: encodeApiKeyStamp({
              publicKey,
              scheme: 'SIGNATURE_SCHEME_TK_API_ED25519',
              signature: bytesToHex(await sign(utf8Encode(body))),
            }),
          };
        },
      };
      return {
        chain: 'solana',
        walletName: wallet.name,
        // Solana addresses are the base58 of the key (what wallets show).
        address: base58Encode(key),
        publicKey,
        curveType: 'API_KEY_CURVE_ED25519',
        stamper,
        signClientSignature: async (message) => ({
          publicKey,
          scheme: 'CLIENT_SIGNATURE_SCHEME_API_ED25519',
          message,
          signature: bytesToHex(await sign(utf8Encode(message))),
        }),
      };
    },
  };
}
