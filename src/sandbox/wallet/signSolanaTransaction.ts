import { ed25519 } from '@noble/curves/ed25519.js';
import { SigningInputError } from './signingInputError.js';

const refuse = (why: string): never => {
  throw new SigningInputError('unsignedTransaction', why);
};

/** Solana's compact-u16 ("shortvec"): 7 bits a byte, low first, at most 3 bytes. */
function readShortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i] ?? refuse('ends inside a length');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  return refuse('has a length longer than compact-u16 allows');
}

/**
 * Signs a serialized Solana transaction (legacy or v0) for `publicKey`, as production's
 * `sign_transaction` with `TRANSACTION_TYPE_SOLANA` does: the Ed25519 signature (RFC 8032) over
 * the message goes into the signature slot of the signer's position among the message's
 * required signers; every other byte, other signers' slots included, is answered unchanged.
 */
export function signSolanaTransaction(
  privateKey: Uint8Array,
  publicKey: Uint8Array,
  transaction: Uint8Array,
): Uint8Array {
  const [signatureCount, signaturesAt] = readShortVec(transaction, 0);
  const messageAt = signaturesAt + 64 * signatureCount;
  if (messageAt >= transaction.length) refuse('ends before its message');
  const message = transaction.subarray(messageAt);
  // A versioned message starts with 0x80 | version (only v0 exists); a legacy one with its header.
  const versioned = ((message[0] as number) & 0x80) !== 0;
  if (versioned && (message[0] as number) !== 0x80) {
    refuse(`has message version ${(message[0] as number) & 0x7f}; only legacy and v0 exist`);
  }
  const headerAt = versioned ? 1 : 0;
  const requiredSigners = message[headerAt] ?? refuse('ends inside the message header');
  if (requiredSigners !== signatureCount) {
    refuse(`has ${signatureCount} signature slots for ${requiredSigners} required signers`);
  }
  const [keyCount, keysAt] = readShortVec(message, headerAt + 3);
  // The static keys, then the 32-byte recent blockhash, must be there.
  if (keysAt + 32 * keyCount + 32 > message.length) refuse('ends inside its account keys');
  const signers = Math.min(requiredSigners, keyCount);
  let slot = -1;
  for (let i = 0; i < signers && slot < 0; i++) {
    const key = message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1));
    if (key.every((byte, j) => byte === publicKey[j])) slot = i;
  }
  if (slot < 0) refuse("does not list signWith's address among its required signers");
  const signed = transaction.slice();
  signed.set(ed25519.sign(message, privateKey), signaturesAt + 64 * slot);
  return signed;
}
