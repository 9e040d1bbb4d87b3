import { randomBytes } from 'node:crypto';
import { bytesToHex, toChecksumAddress } from 'embedded-wallet-kit/protocol/internal';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const isEvmAddress = (value: string): boolean => EVM_ADDRESS.test(value);

/**
 * A fresh EIP-55 address for contracts the sandbox "deploys" (wrappers, splitters): there is no
 * chain behind it, so a random 20 bytes stands in for the CREATE2 address.
 */
export const randomEvmAddress = (): string => toChecksumAddress(bytesToHex(randomBytes(20)));
