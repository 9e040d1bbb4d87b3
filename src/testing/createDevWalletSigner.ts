import { randomUUID } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58 } from '@scure/base';
import { toChecksumAddress } from 'embedded-wallet-kit';
import {
  bytesToHex,
  eip191Message,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import type { DevWalletAnswer, DevWalletRequest } from './installDevWallet.js';

export interface DevWalletKeys {
  /** secp256k1 private key, 32 bytes hex. Default: random. */
  ethereumPrivateKey?: string;
  /** Ed25519 private key (seed), 32 bytes hex. Default: random. */
  solanaPrivateKey?: string;
}

export interface DevWalletAccounts {
  ethereum: { address: string; publicKey: string };
  solana: { address: string; publicKey: string };
}

/** One request the page made of the dev wallet, and how the test answered it. */
export interface DevWalletLogEntry {
  request: DevWalletRequest;
  rejected: boolean;
}

export interface DevWalletSigner extends DevWalletAccounts {
  /** Reject the next signature request (EIP-1193 4001 / a wallet-standard rejection). */
  rejectNext(): void;
  /** Every request so far, oldest first. */
  readonly log: readonly DevWalletLogEntry[];
  /** Answers one request from the page (the bridge). Never throws: bad input is an error answer. */
  answer(request: DevWalletRequest): DevWalletAnswer;
}

const secretOf = (hex: string | undefined, random: () => Uint8Array): Uint8Array =>
  hex === undefined ? random() : Uint8Array.from(hexToBytes(hex));

/**
 * The test-held half of the dev wallet: the keys, and the signatures a wallet makes with them
 * (EIP-191 `personal_sign` on secp256k1, `r || s || v` with v 27/28; Ed25519 of the message
 * bytes). The private keys never enter the page.
 */
export function createDevWalletSigner(keys: DevWalletKeys = {}): DevWalletSigner {
  const ethereumKey = secretOf(keys.ethereumPrivateKey, () => secp256k1.utils.randomSecretKey());
  const solanaKey = secretOf(keys.solanaPrivateKey, () => ed25519.utils.randomSecretKey());
  const uncompressed = secp256k1.getPublicKey(ethereumKey, false);
  const address = toChecksumAddress(
    `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12))}`,
  );
  const solanaPublic = ed25519.getPublicKey(solanaKey);
  const log: DevWalletLogEntry[] = [];
  let rejectNext = false;
  const fail = (code: number, message: string): DevWalletAnswer => ({ error: { code, message } });
  const isHex = (text: unknown, prefix: string): text is string =>
    typeof text === 'string' && new RegExp(`^${prefix}(?:[0-9a-fA-F]{2})*$`).test(text);

  return {
    ethereum: {
      address,
      publicKey: bytesToHex(secp256k1.getPublicKey(ethereumKey, true)),
    },
    solana: { address: base58.encode(solanaPublic), publicKey: bytesToHex(solanaPublic) },
    log,
    rejectNext() {
      rejectNext = true;
    },
    answer(request) {
      const signing = request.method === 'personal_sign' || request.method === 'signMessage';
      const rejected = signing && rejectNext;
      log.push({ request, rejected });
      if (rejected) {
        rejectNext = false;
        return fail(4001, 'User rejected the request.');
      }
      switch (request.method) {
        case 'eth_requestAccounts':
          return { result: [address] };
        case 'connect':
          return { result: [base58.encode(solanaPublic)] };
        case 'personal_sign': {
          // As MetaMask and most wallets: 0x-hex is the message's bytes; any other string is
          // signed as its UTF-8 bytes (the production client sends its login payload as text).
          if (typeof request.message !== 'string') return fail(-32602, 'message must be a string');
          if (request.address.toLowerCase() !== address.toLowerCase()) {
            return fail(4100, 'the dev wallet has no such account');
          }
          const bytes = isHex(request.message, '0x')
            ? hexToBytes(request.message.slice(2))
            : utf8Encode(request.message);
          const digest = keccak_256(eip191Message(bytes));
          // noble's recovered format: recovery || r || s.
          const signed = secp256k1.sign(digest, ethereumKey, {
            prehash: false,
            format: 'recovered',
          });
          const v = 27 + (signed[0] ?? 0);
          return { result: `0x${bytesToHex(signed.subarray(1))}${v.toString(16)}` };
        }
        case 'signMessage': {
          if (!isHex(request.message, '')) return fail(-32602, 'message must be hex');
          return {
            result: bytesToHex(ed25519.sign(hexToBytes(request.message), solanaKey)),
          };
        }
        default:
          return fail(4200, 'unsupported request');
      }
    },
  };
}

/** A fresh bridge name per page, so two dev wallets never share one. */
export const devWalletBridgeName = (): string =>
  `__ewkDevWallet_${randomUUID().replaceAll('-', '')}`;
