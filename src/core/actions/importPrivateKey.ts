import type { SubmitParams, SubmitResult } from '../../protocol/operations.js';
import type { FrameChannel } from '../frame/createFrameChannel.js';
import type { WalletKit } from '../walletKit.js';
import { sealImportInFrame } from './sealImportInFrame.js';

export interface ImportPrivateKeyArgs {
  /** The frame where the user typed the key (`beginImport` with `privateKey`). */
  frame: FrameChannel;
  privateKeyName: string;
  curve: SubmitParams<'import_private_key'>['curve'];
  /** The addresses to derive, e.g. `['ADDRESS_FORMAT_ETHEREUM']`. */
  addressFormats: SubmitParams<'import_private_key'>['addressFormats'];
  signal?: AbortSignal;
}

/**
 * Imports the private key the user typed in the isolated frame, as `importWallet` does a
 * phrase: `init_import_private_key`, the frame seals the key to the checked bundle, then
 * `import_private_key`. This page handles the bundle and the ciphertext only.
 */
export async function importPrivateKey(
  kit: WalletKit,
  args: ImportPrivateKeyArgs,
): Promise<SubmitResult<'import_private_key'>> {
  return sealImportInFrame(kit, args.frame, 'privateKey', args.signal, async (sealed) => {
    const { result } = await kit.api.importPrivateKey(
      {
        userId: sealed.userId,
        privateKeyName: args.privateKeyName,
        encryptedBundle: sealed.encryptedBundle,
        curve: args.curve,
        addressFormats: args.addressFormats,
      },
      { signal: args.signal },
    );
    return result;
  });
}
