import type { FrameStrings } from '../protocol/frameMessages.js';

/** The frame's texts in English; an app replaces any of them in `connect` (its language). */
export const DEFAULT_FRAME_STRINGS: Required<FrameStrings> = {
  mnemonic: 'Secret recovery phrase',
  privateKey: 'Private key',
  secret: 'Secret',
  reveal: 'Reveal',
  hide: 'Hide',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  copyFailed: 'This page may not use the clipboard: reveal the text and select it.',
  importMnemonic: 'Enter your secret recovery phrase',
  importPrivateKey: 'Enter your private key',
  hidden: 'Hidden. Make sure nobody can see your screen, then reveal it.',
};
