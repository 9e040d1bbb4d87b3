import { base58Decode } from '../protocol/base58.js';
import { hexToBytes, utf8Encode } from '../protocol/encoding.js';
import type { FrameImportKind, FrameKeyFormat } from '../protocol/frameMessages.js';

/** BIP39 phrases have 12 to 24 words, in steps of 3 (BIP39, "Generating the mnemonic"). */
const WORD_COUNTS = new Set([12, 15, 18, 21, 24]);

/** A refusal of what the user typed: the message says how it is wrong, never what it was. */
export class InvalidKeyInput extends Error {
  override name = 'InvalidKeyInput';
}

/**
 * The bytes an import seals, from what the user typed: a mnemonic's words in NFKD, lower case,
 * one space apart (BIP39 normalises to NFKD; the service checks the words and checksum); a
 * private key's 32 bytes from 64 hex digits (an optional `0x`) or, for Solana, from the base58
 * of the 64-byte key pair or of the 32-byte seed (what wallets export).
 */
export function parseKeyInput(
  text: string,
  kind: FrameImportKind,
  keyFormat: FrameKeyFormat = 'hexadecimal',
): Uint8Array {
  const trimmed = text.trim();
  if (kind === 'mnemonic') {
    const words = trimmed.normalize('NFKD').toLowerCase().split(/\s+/).filter(Boolean);
    if (!WORD_COUNTS.has(words.length)) {
      throw new InvalidKeyInput(
        `A recovery phrase has 12, 15, 18, 21 or 24 words; this has ${words.length}.`,
      );
    }
    return utf8Encode(words.join(' '));
  }
  if (keyFormat === 'solana') {
    let bytes: Uint8Array;
    try {
      bytes = base58Decode(trimmed);
    } catch {
      throw new InvalidKeyInput('A Solana private key is written in base58.');
    }
    if (bytes.length !== 64 && bytes.length !== 32) {
      throw new InvalidKeyInput('A Solana private key is 64 bytes (or its 32-byte seed).');
    }
    return bytes.slice(0, 32);
  }
  const hex = trimmed.replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    throw new InvalidKeyInput('A private key is 64 hexadecimal digits, with or without 0x.');
  }
  return hexToBytes(hex);
}
