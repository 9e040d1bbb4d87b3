import type { EmbeddedWallet } from '../../core/index.js';
import type { User } from '../../protocol/index.js';

/** An address as people glance at it: `0x12ab…cd34`. */
export const shortAddress = (address: string): string =>
  address.length > 13 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

/**
 * Who is signed in, as the account button and the profile name them: the e-mail address, else
 * the phone number, else the first wallet's short address; undefined while nothing is known.
 */
export function accountName(
  user: User | undefined,
  wallets: readonly EmbeddedWallet[] | undefined,
): string | undefined {
  if (user?.userEmail) return user.userEmail;
  if (user?.userPhoneNumber) return user.userPhoneNumber;
  const address = wallets?.find((w) => w.accounts.length > 0)?.accounts[0]?.address;
  return address ? shortAddress(address) : undefined;
}
