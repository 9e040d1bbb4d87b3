import { entropyToMnemonic, mnemonicToEntropy } from '@scure/bip39';
import { wordlist as czech } from '@scure/bip39/wordlists/czech.js';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as french } from '@scure/bip39/wordlists/french.js';
import { wordlist as italian } from '@scure/bip39/wordlists/italian.js';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese.js';
import { wordlist as korean } from '@scure/bip39/wordlists/korean.js';
import { wordlist as simplifiedChinese } from '@scure/bip39/wordlists/simplified-chinese.js';
import { wordlist as spanish } from '@scure/bip39/wordlists/spanish.js';
import { wordlist as traditionalChinese } from '@scure/bip39/wordlists/traditional-chinese.js';
import type { MnemonicLanguage } from 'embedded-wallet-kit/protocol';
import { utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { notFoundField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { sealExport } from './sealExport.js';

/** BIP39's word lists, by production's `v1MnemonicLanguage`. */
const WORDLISTS: Record<MnemonicLanguage, string[]> = {
  MNEMONIC_LANGUAGE_ENGLISH: english,
  MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE: simplifiedChinese,
  MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE: traditionalChinese,
  MNEMONIC_LANGUAGE_CZECH: czech,
  MNEMONIC_LANGUAGE_FRENCH: french,
  MNEMONIC_LANGUAGE_ITALIAN: italian,
  MNEMONIC_LANGUAGE_JAPANESE: japanese,
  MNEMONIC_LANGUAGE_KOREAN: korean,
  MNEMONIC_LANGUAGE_SPANISH: spanish,
};

/**
 * `export_wallet` (ACTIVITY_TYPE_EXPORT_WALLET, production's `v1ExportWalletIntent`): the
 * wallet's mnemonic, as UTF-8, sealed to the client's target key in a signed export bundle
 * (see `sealExport`); in another BIP39 language when `language` asks (the same entropy, so the
 * same wallet). The wallet is then marked `exported` (production's `v1Wallet.exported`).
 */
export const exportWallet: SubmitHandler<'export_wallet'> = ({ ctx, params, organizationId }) => {
  const wallet = ctx.store.get('wallet', params.walletId);
  if (!wallet || wallet.organizationId !== organizationId) {
    throw notFoundField('parameters.walletId', `no wallet ${params.walletId} in this organization`);
  }
  const wordlist = WORDLISTS[params.language ?? 'MNEMONIC_LANGUAGE_ENGLISH'];
  const mnemonic =
    wordlist === english
      ? wallet.mnemonic
      : entropyToMnemonic(mnemonicToEntropy(wallet.mnemonic, english), wordlist);
  const exportBundle = sealExport(
    ctx,
    organizationId,
    params.targetPublicKey,
    utf8Encode(mnemonic),
    'parameters.targetPublicKey',
  );
  if (!wallet.exported) ctx.store.update('wallet', { ...wallet, exported: true });
  return { walletId: wallet.id, exportBundle };
};
