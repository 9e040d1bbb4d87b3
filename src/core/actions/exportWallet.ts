import type {
  FrameExportKind,
  FrameKeyFormat,
  FrameRequestPayload,
} from '../../protocol/frameMessages.js';
import type { MnemonicLanguage } from '../../protocol/operations.js';
import type { FrameChannel } from '../frame/createFrameChannel.js';
import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';

/** What to export: a wallet's mnemonic, one account's or a private key's key, or a secret. */
export type ExportTarget =
  | { walletId: string; language?: MnemonicLanguage }
  | { address: string; keyFormat?: FrameKeyFormat }
  | { privateKeyId: string; keyFormat?: FrameKeyFormat }
  | { secretId: string };

export type ExportWalletArgs = ExportTarget & {
  /** The connected frame (`openWalletFrame`) that shows the secret. */
  frame: FrameChannel;
  /** The frame's heading for the secret; default its text for the kind. */
  title?: string;
  signal?: AbortSignal;
};

/**
 * Exports a secret into the isolated frame, never into this page (wire-details,
 * "Export and import"): the frame makes the target key and answers only its public half; the
 * export activity (`export_wallet`, `export_wallet_account`, `export_private_key` or
 * `export_secrets`) seals the secret to it; the bundle goes to the frame, which checks it
 * against its pinned signer key and this organization, opens it and shows it there (hidden
 * until the user reveals it). What this page handles is a public key and ciphertext. Answers
 * what the frame shows, never the secret. (`decryptExportBundle` opens a bundle in the calling
 * code: for servers and tests, not for a page that runs other scripts.)
 */
export async function exportWallet(
  kit: WalletKit,
  args: ExportWalletArgs,
): Promise<{ kind: FrameExportKind }> {
  const { frame, signal } = args;
  const call = { signal };
  const { organizationId } = signedInUser(kit);
  const { targetPublicKey } = await frame.request('export.begin', {}, call);
  let show: Omit<FrameRequestPayload<'export.show'>, 'organizationId' | 'title'>;
  if ('walletId' in args) {
    const { result } = await kit.api.exportWallet(
      {
        walletId: args.walletId,
        targetPublicKey,
        ...(args.language ? { language: args.language } : {}),
      },
      call,
    );
    show = { bundle: result.exportBundle, kind: 'mnemonic' };
  } else if ('address' in args) {
    const { result } = await kit.api.exportWalletAccount(
      { address: args.address, targetPublicKey },
      call,
    );
    show = { bundle: result.exportBundle, kind: 'privateKey', keyFormat: args.keyFormat };
  } else if ('privateKeyId' in args) {
    const { result } = await kit.api.exportPrivateKey(
      { privateKeyId: args.privateKeyId, targetPublicKey },
      call,
    );
    show = { bundle: result.exportBundle, kind: 'privateKey', keyFormat: args.keyFormat };
  } else {
    const { result } = await kit.api.exportSecrets(
      {
        secrets: [
          {
            secretId: args.secretId,
            targetPublicKey,
            encryptionSuite: 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1',
          },
        ],
      },
      call,
    );
    show = { bundle: result.secretPayloads[0] ?? '', kind: 'secret' };
  }
  await frame.request(
    'export.show',
    { ...show, organizationId, ...(args.title ? { title: args.title } : {}) },
    call,
  );
  return { kind: show.kind };
}
