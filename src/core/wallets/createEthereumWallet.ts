import { keccak_256 } from '@noble/hashes/sha3.js';
import { Point, recoverPublicKey } from '@noble/secp256k1';
import { p1363ToDer } from '../../protocol/derSignature.js';
import { eip191Message } from '../../protocol/eip191Message.js';
import { bytesToHex, hexToBytes, utf8Encode } from '../../protocol/encoding.js';
import { encodeApiKeyStamp, STAMP_HEADER } from '../../protocol/stamp.js';
import { toChecksumAddress } from '../../protocol/toChecksumAddress.js';
import { WalletError } from '../errors/walletError.js';
import type { Stamper } from '../stampers/stamper.js';
import type { Eip1193Provider } from './eip1193.js';
import type { ConnectedWallet, ConnectWalletOptions, ExternalWallet } from './externalWallet.js';
import { toWalletError, untilAborted } from './toWalletError.js';

export interface EthereumWalletInfo {
  id: string;
  name: string;
  icon?: string;
}

/**
 * What the wallet signs once to reveal its public key. Harmless by design: it is not JSON, so it
 * can never be mistaken for a stamped request body.
 */
const keyProofMessage = (address: string) =>
  `Sign in with this wallet\n\nThis signature proves you own ${address}. It costs nothing and sends no transaction.`;

// An address's public key never changes: a second login in the page asks for one signature.
const knownKeys = new Map<string, Uint8Array>();

const malformed = (what: string) =>
  new WalletError('WALLET_FAILED', `the wallet answered a malformed ${what}`);

/**
 * A `personal_sign` result (`r || s || v`, 65 bytes hex) and the public key it was made with,
 * recovered over the EIP-191 digest of `message` (secp256k1 public key recovery, SEC 1 4.1.6).
 */
function recoverSigner(message: Uint8Array, signature: unknown) {
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) {
    throw malformed('signature');
  }
  const bytes = hexToBytes(signature.slice(2));
  const v = bytes[64] as number;
  // 27/28 from most wallets, 0/1 from some hardware wallets.
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) throw malformed('signature');
  const compact = bytes.subarray(0, 64);
  try {
    // `@noble/secp256k1` (the audited single-file secp256k1, a fifth of the `@noble/curves` stack
    // in this lazy chunk): its recovered format puts the recovery id first.
    const recovered = new Uint8Array(65);
    recovered[0] = recovery;
    recovered.set(compact, 1);
    const publicKey = recoverPublicKey(recovered, keccak_256(eip191Message(message)), {
      prehash: false,
      isCompressed: false,
    });
    return { compact, publicKey };
  } catch (cause) {
    throw new WalletError('WALLET_FAILED', 'the wallet signature does not verify', { cause });
  }
}

/** The Ethereum address of an uncompressed secp256k1 key: the last 20 bytes of its keccak-256. */
const addressOf = (uncompressed: Uint8Array): string =>
  `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12))}`;

/**
 * An EIP-1193 provider as an `ExternalWallet` (wire-details, "External wallets"): the account
 * from `eth_requestAccounts`, its key recovered from one `personal_sign`, and a stamper that has
 * the wallet `personal_sign` each request body (`SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191`).
 */
export function createEthereumWallet(
  provider: Eip1193Provider,
  info: EthereumWalletInfo,
): ExternalWallet {
  const request = async (method: string, params: readonly unknown[], what: string) => {
    try {
      return await provider.request({ method, params });
    } catch (cause) {
      throw toWalletError(cause, what);
    }
  };
  const personalSign = (address: string, message: Uint8Array, signal?: AbortSignal) =>
    // MetaMask's (and the de facto) order: the message as 0x-hex of its bytes, then the address.
    untilAborted(
      request('personal_sign', [`0x${bytesToHex(message)}`, address], 'sign the request'),
      signal,
    );

  return {
    id: info.id,
    name: info.name,
    icon: info.icon,
    chain: 'ethereum',
    async connect(options: ConnectWalletOptions = {}): Promise<ConnectedWallet> {
      const { signal } = options;
      const accounts = await untilAborted(request('eth_requestAccounts', [], 'connect'), signal);
      const first = Array.isArray(accounts) ? (accounts[0] as unknown) : undefined;
      if (first === undefined) {
        throw new WalletError('WALLET_NOT_FOUND', `${info.name} has no Ethereum account`);
      }
      if (typeof first !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(first)) {
        throw malformed('account');
      }
      const address = toChecksumAddress(first);
      let uncompressed = knownKeys.get(address);
      if (!uncompressed) {
        const message = utf8Encode(keyProofMessage(address));
        const signed = recoverSigner(message, await personalSign(address, message, signal));
        if (addressOf(signed.publicKey) !== address.toLowerCase()) {
          throw new WalletError('WALLET_FAILED', 'the wallet signed with another account', {
            details: { address },
          });
        }
        uncompressed = signed.publicKey;
        knownKeys.set(address, uncompressed);
      }
      const publicKey = bytesToHex(Point.fromBytes(uncompressed).toBytes(true));
      // One `personal_sign` of `bytes` by this account: `r||s`, checked to be the account's.
      const sign = async (bytes: Uint8Array) => {
        const signed = recoverSigner(bytes, await personalSign(address, bytes, signal));
        if (addressOf(signed.publicKey) !== address.toLowerCase()) {
          throw new WalletError('WALLET_FAILED', 'the wallet signed with another account', {
            details: { address },
          });
        }
        return signed.compact;
      };
      const stamper: Stamper = {
        interactive: true,
        async stamp(body) {
          return {
            headerName: STAMP_HEADER,
            headerValue: encodeApiKeyStamp({
              publicKey,
              scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191',
              signature: bytesToHex(p1363ToDer(await sign(utf8Encode(body)))),
            }),
          };
        },
      };
      return {
        chain: 'ethereum',
        walletName: info.name,
        address,
        publicKey,
        curveType: 'API_KEY_CURVE_SECP256K1',
        stamper,
        signClientSignature: async (message) => ({
          publicKey,
          scheme: 'CLIENT_SIGNATURE_SCHEME_API_SECP256K1_EIP191',
          message,
          signature: bytesToHex(await sign(utf8Encode(message))),
        }),
      };
    },
  };
}
