import { hexToBytes } from '../../protocol/encoding.js';
import { type CheckImportBundleArgs, checkImportBundle } from './checkImportBundle.js';
import { hpkeSeal } from './hpkeSeal.js';

export interface EncryptToImportBundleArgs extends CheckImportBundleArgs {
  /** The key material (private key bytes, or UTF-8 of a mnemonic). */
  plaintext: Uint8Array;
}

/**
 * Seals key material for `import_private_key`/`import_wallet`: checks the import bundle first
 * (`checkImportBundle`), then HPKE-seals to its `targetPublic`. Answers the wire form
 * `{"encappedPublic","ciphertext"}` (hex).
 */
export async function encryptToImportBundle(args: EncryptToImportBundleArgs): Promise<string> {
  const targetPublic = await checkImportBundle(args);
  return hpkeSeal(hexToBytes(targetPublic), args.plaintext);
}
