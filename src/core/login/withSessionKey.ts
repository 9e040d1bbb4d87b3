import type { StoredKey } from '../keys/keyStore.js';
import type { WalletKit } from '../walletKit.js';
import { makeSessionKey } from './makeSessionKey.js';

/**
 * Runs a login with a fresh session key (wire-details: a fresh pair at every login), deleting
 * the key if the login fails: a key is kept only while a session uses it. `made`: this login's
 * key, made ahead (an OTP's, otp/otpCodes.ts); else made here.
 */
export async function withSessionKey<T>(
  kit: WalletKit,
  task: (key: StoredKey) => Promise<T>,
  made: Promise<StoredKey> = makeSessionKey(kit),
): Promise<T> {
  const key = await made;
  try {
    return await task(key);
  } catch (error) {
    await kit.keys.delete(key.publicKey).catch(() => {});
    throw error;
  }
}
