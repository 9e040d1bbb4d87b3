import { base58Encode } from '../../protocol/base58.js';
import { KitError } from '../errors/kitError.js';

/** What the confirmation needs of a serialized Solana transaction. */
export interface SolanaTransactionFields {
  /** The native SOL the transaction's System Program transfers send, in lamports. */
  lamports: bigint;
  /** The one recipient of those transfers, when there is exactly one. */
  to?: string;
  /** Programs other than the System Program's transfers that it calls (base58 ids). */
  programs: string[];
  /** The instruction data of those calls, in bytes. */
  dataBytes: number;
}

const refuse = (why: string): never => {
  throw new KitError('INVALID_ARGUMENT', `Not a serialized Solana transaction: ${why}`);
};

/** Solana's compact-u16 ("shortvec"): 7 bits a byte, low first, at most 3 bytes. */
function shortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i] ?? refuse('it ends inside a length');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  return refuse('a length is longer than compact-u16 allows');
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/**
 * Reads a serialized Solana transaction (its signature slots, then a legacy or v0 message) for
 * its confirmation: the SOL its System Program `Transfer` instructions move and to whom, and
 * every other program it calls with the size of their data. Accounts a v0 message loads from
 * lookup tables are not resolved: a transfer naming one counts as a program call.
 */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransactionFields {
  const [signatures, signaturesAt] = shortVec(bytes, 0);
  const message = bytes.subarray(signaturesAt + 64 * signatures);
  const versioned = ((message[0] ?? refuse('it has no message')) & 0x80) !== 0;
  let at = versioned ? 4 : 3;
  const [keyCount, keysAt] = shortVec(message, at);
  const keys: string[] = [];
  for (let i = 0; i < keyCount; i++) {
    const key = message.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1));
    if (key.length !== 32) refuse('it ends inside its account keys');
    keys.push(base58Encode(key));
  }
  at = keysAt + 32 * keyCount + 32; // the recent blockhash
  const [instructions, instructionsAt] = shortVec(message, at);
  at = instructionsAt;
  const result: SolanaTransactionFields = { lamports: 0n, programs: [], dataBytes: 0 };
  const recipients = new Set<string>();
  for (let i = 0; i < instructions; i++) {
    const program = keys[message[at] ?? refuse('it ends inside an instruction')];
    const [accountCount, accountsAt] = shortVec(message, at + 1);
    const accounts = [...message.subarray(accountsAt, accountsAt + accountCount)];
    const [dataLength, dataAt] = shortVec(message, accountsAt + accountCount);
    const data = message.subarray(dataAt, dataAt + dataLength);
    if (data.length !== dataLength) refuse('it ends inside an instruction');
    at = dataAt + dataLength;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const to = keys[accounts[1] ?? keyCount];
    // System Program instruction 2 is Transfer { lamports: u64 } from account 0 to account 1.
    if (program === SYSTEM_PROGRAM && dataLength === 12 && view.getUint32(0, true) === 2 && to) {
      result.lamports += view.getBigUint64(4, true);
      recipients.add(to);
      continue;
    }
    result.programs.push(program ?? 'a program from a lookup table');
    result.dataBytes += dataLength;
  }
  if (recipients.size === 1) result.to = [...recipients][0] as string;
  return result;
}
