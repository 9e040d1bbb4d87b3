import type { SubmitParams, SubmitResult } from '../../protocol/operations.js';
import type { FrameChannel } from '../frame/createFrameChannel.js';
import type { WalletKit } from '../walletKit.js';
import { sealImportInFrame } from './sealImportInFrame.js';

/** The accounts an imported wallet gets by default: an Ethereum and a Solana one. */
export const DEFAULT_IMPORT_ACCOUNTS: SubmitParams<'import_wallet'>['accounts'] = [
  {
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/60'/0'/0/0",
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  },
  {
    curve: 'CURVE_ED25519',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/501'/0'/0'",
    addressFormat: 'ADDRESS_FORMAT_SOLANA',
  },
];

export interface ImportWalletArgs {
  /** The frame where the user typed the recovery phrase (`beginImport` with `mnemonic`). */
  frame: FrameChannel;
  walletName: string;
  /** Default: `DEFAULT_IMPORT_ACCOUNTS`. */
  accounts?: SubmitParams<'import_wallet'>['accounts'];
  signal?: AbortSignal;
}

/**
 * Imports the recovery phrase the user typed in the isolated frame (wire-details,
 * "Export and import"): `init_import_wallet` answers a bundle the enclave signer signed for this
 * organization and user; the frame checks it against its pinned signer key, seals the phrase to
 * its target key and answers only the ciphertext; `import_wallet` makes the wallet. This page
 * never holds the phrase. On success the frame's input is cleared; on a refusal (an invalid
 * phrase) it is kept, so the user can correct it.
 */
export async function importWallet(
  kit: WalletKit,
  args: ImportWalletArgs,
): Promise<SubmitResult<'import_wallet'>> {
  return sealImportInFrame(kit, args.frame, 'mnemonic', args.signal, async (sealed) => {
    const { result } = await kit.api.importWallet(
      {
        userId: sealed.userId,
        walletName: args.walletName,
        encryptedBundle: sealed.encryptedBundle,
        accounts: args.accounts ?? DEFAULT_IMPORT_ACCOUNTS,
      },
      { signal: args.signal },
    );
    return result;
  });
}
