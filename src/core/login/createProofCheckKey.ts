import type { ProxyBody } from '../../protocol/operations.js';
import { generateSessionKeyPair } from '../crypto/generateSessionKeyPair.js';
import { publicKeyHex } from '../crypto/publicKeyHex.js';
import type { Stamper } from '../stampers/stamper.js';
import { stampWithP256Key } from '../stampers/stampWithP256Key.js';
import type { WalletKit } from '../walletKit.js';

type ApiKeyParams = ProxyBody<'signup_v2'>['apiKeys'][number];

export interface ProofCheckKey {
  /** The `signup_v2` `apiKeys` entry that registers it. */
  apiKey: ApiKeyParams;
  /** Stamps the wallet's `get_boot_proof` queries. */
  stamper: Stamper;
}

/**
 * A 60-second P-256 API key for a signup that makes a wallet, registered with the signup (the
 * passkey signup's pattern, wire-details "Sessions and logins beyond the proxy"): the new
 * sub-organization then has a key of ours as soon as `signup_v2` answers, so the wallet's
 * `get_boot_proof` goes out beside the login's `stamp_login` instead of after it. The session
 * key itself cannot be that API key: the service makes it a session credential at the login, and
 * a stamp must name one credential. A WebCrypto pair, non-extractable, never stored: forgotten
 * with the stamper, and dead on the service's side a minute later.
 */
export async function createProofCheckKey(kit: WalletKit): Promise<ProofCheckKey> {
  const keyPair = await generateSessionKeyPair(kit.crypto);
  const { compressed } = await publicKeyHex(keyPair.publicKey, kit.crypto);
  return {
    apiKey: {
      apiKeyName: `proof-check-${kit.clock.now()}`,
      publicKey: compressed,
      curveType: 'API_KEY_CURVE_P256',
      expirationSeconds: '60',
    },
    // The public key is already read: the stamp reuses it rather than export it again on the
    // wallet check's path.
    stamper: {
      stamp: (body) => stampWithP256Key(keyPair.privateKey, compressed, body, kit.crypto),
    },
  };
}
