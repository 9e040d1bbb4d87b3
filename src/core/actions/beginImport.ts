import type { FrameImportKind, FrameKeyFormat } from '../../protocol/frameMessages.js';
import type { FrameChannel } from '../frame/createFrameChannel.js';

export interface BeginImportArgs {
  frame: FrameChannel;
  /** A recovery phrase (`importWallet`) or a private key (`importPrivateKey`). */
  kind: FrameImportKind;
  /** How a private key is written: hex (default) or Solana's base58 key pair. */
  keyFormat?: FrameKeyFormat;
  signal?: AbortSignal;
}

/**
 * Shows the import input in the isolated frame: the user types or pastes the recovery phrase
 * or key there, in the frame's own page, never this one. The frame reports only whether the
 * input is empty (`frame.onEvent('import.input', ...)`, e.g. to enable the app's import
 * button); `importWallet` or `importPrivateKey` then has it sealed and imported.
 */
export async function beginImport(args: BeginImportArgs): Promise<void> {
  await args.frame.request(
    'import.begin',
    { kind: args.kind, ...(args.keyFormat ? { keyFormat: args.keyFormat } : {}) },
    { signal: args.signal },
  );
}
