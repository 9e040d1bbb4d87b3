import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import { addressDerivationProofs } from '../../enclave/index.js';
import { invalidField } from '../../fieldErrors.js';
import { insertWallet } from '../../store/insertWallet.js';
import {
  type DerivedWallet,
  deriveWallet,
  InvalidDerivationPathError,
  UnsupportedAddressFormatError,
} from '../../wallet/index.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { openImportBundle } from './importTargets.js';
import { requireOrgUser } from './requireOrgUser.js';

/**
 * `import_wallet` (ACTIVITY_TYPE_IMPORT_WALLET, production's `v1ImportWalletIntent`): a BIP39
 * mnemonic the client sealed to the user's `init_import_wallet` target becomes a wallet of the
 * organization with the requested accounts, marked `imported`. A text that is not a valid
 * English mnemonic is refused with production's wording ("invalid mnemonic", which its client
 * maps to a typed error); an account the sandbox cannot derive is a 400 and nothing is stored
 * (the activity's transaction, which also gives the spent target back). Each address gets an
 * app proof when the request asks for them.
 */
export const importWallet: SubmitHandler<'import_wallet'> = (input) => {
  const { ctx, params, organizationId } = input;
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const plaintext = openImportBundle(
    ctx,
    'wallet',
    { organizationId, userId: user.id },
    params.encryptedBundle,
  );
  // Words separated by any whitespace, as pasted; BIP39 joins them with one space.
  const mnemonic = utf8Decode(plaintext).trim().split(/\s+/).join(' ');
  plaintext.fill(0);
  if (!validateMnemonic(mnemonic, wordlist)) {
    throw invalidField(
      'parameters.encryptedBundle',
      'invalid mnemonic: not a BIP39 English mnemonic (unknown word, word count or checksum)',
    );
  }
  let derived: DerivedWallet;
  try {
    derived = deriveWallet(
      { walletName: params.walletName, accounts: params.accounts },
      { mnemonic },
    );
  } catch (error) {
    if (
      error instanceof UnsupportedAddressFormatError ||
      error instanceof InvalidDerivationPathError
    ) {
      throw invalidField('parameters.accounts', error.message);
    }
    throw error;
  }
  const now = ctx.now();
  const { walletId, accounts } = insertWallet(ctx.store, {
    organizationId,
    walletName: params.walletName,
    derived,
    names: params.accounts.map((a) => a.name),
    nowMs: now,
  });
  ctx.chainFunding?.queue(
    accounts.filter((a) => a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM').map((a) => a.address),
  );
  const wallet = ctx.store.get('wallet', walletId)!;
  ctx.store.update('wallet', { ...wallet, imported: true });
  if (input.generateAppProofs) {
    input.appProofs.push(
      ...addressDerivationProofs(ctx.keys.appProofEphemeral, {
        organizationId,
        walletId,
        accounts,
        timestampMs: now,
      }),
    );
  }
  return { walletId, addresses: accounts.map((a) => a.address) };
};
