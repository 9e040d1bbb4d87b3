import type { AccountParams } from './accountParams.js';
import { findAddressEncoder } from './addresses/findAddressEncoder.js';
import { assertAllHardened } from './assertAllHardened.js';
import { parseDerivationPath } from './parseDerivationPath.js';

/**
 * Every check that can fail an account, without touching key material: path format, address
 * format on the curve, path syntax, and ed25519's hardened-only rule. Run on all accounts before
 * a wallet is created, so a wallet is derived whole or not at all.
 */
export function assertAccountDerivable(account: AccountParams): void {
  if (account.pathFormat !== 'PATH_FORMAT_BIP32') {
    throw new Error(`unknown path format ${JSON.stringify(account.pathFormat)}`);
  }
  findAddressEncoder(account.curve, account.addressFormat);
  const indices = parseDerivationPath(account.path);
  if (account.curve === 'CURVE_ED25519') assertAllHardened(account.path, indices);
}
