import type { FrameImportKind } from '../../protocol/frameMessages.js';
import type { FrameChannel } from '../frame/createFrameChannel.js';
import type { WalletKit } from '../walletKit.js';
import { signedInUser } from './signedInUser.js';

/**
 * The part both imports share: the init activity of the kind (`init_import_wallet` for a
 * phrase, `init_import_private_key` for a key) for the signed-in user; the frame seals what
 * was typed to the bundle it checks; `importWith` sends the ciphertext; then the frame's input
 * is cleared (kept when the import fails, so nothing typed is lost).
 */
export async function sealImportInFrame<T>(
  kit: WalletKit,
  frame: FrameChannel,
  kind: FrameImportKind,
  signal: AbortSignal | undefined,
  importWith: (sealed: { userId: string; encryptedBundle: string }) => Promise<T>,
): Promise<T> {
  const call = { signal };
  const { organizationId, userId } = signedInUser(kit);
  const init =
    kind === 'mnemonic'
      ? (await kit.api.initImportWallet({ userId }, call)).result
      : (await kit.api.initImportPrivateKey({ userId }, call)).result;
  const { encryptedBundle } = await frame.request(
    'import.seal',
    { bundle: init.importBundle, organizationId, userId, kind },
    call,
  );
  const imported = await importWith({ userId, encryptedBundle });
  await frame.request('clear', {}).catch(() => {});
  return imported;
}
