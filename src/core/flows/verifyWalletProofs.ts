import { parseJson } from '../../protocol/encoding.js';
import type { AppProof, BootProof } from '../../protocol/records.js';
import { verifyAppProof } from '../crypto/verifyAppProof.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { Stamper } from '../stampers/stamper.js';
import type { WalletKit } from '../walletKit.js';
import type { WalletParams } from './loginResult.js';

export interface VerifyWalletProofsArgs {
  organizationId: string;
  wallet: { walletId: string; addresses: string[] };
  appProofs: AppProof[];
  /** The accounts asked for, in order: each address must be proven for its path. */
  accounts?: WalletParams['accounts'];
  /** Stamps the `get_boot_proof` queries (the new session's key). */
  stamper: Stamper;
  signal?: AbortSignal;
}

const addressOf = (proof: AppProof): unknown =>
  (parseJson(proof.proofPayload) as { addressDerivationProof?: { address?: unknown } } | undefined)
    ?.addressDerivationProof?.address;

/**
 * Checks that every address of a wallet made at signup is backed by an app proof (wire-details,
 * "App proofs"): the proof's ephemeral key attested by `get_boot_proof` and the pinned root, its
 * signature, and a payload naming this organization, wallet, path and address. The proxy passes
 * proofs through unchecked (spec "Limits of the proxy"); this is the check it leaves to us.
 */
export async function verifyWalletProofs(
  kit: WalletKit,
  args: VerifyWalletProofsArgs,
): Promise<void> {
  const bootProofs = new Map<string, Promise<BootProof>>();
  const { addresses } = args.wallet;
  const paths =
    args.accounts && args.accounts.length === addresses.length
      ? args.accounts.map((account) => account.path)
      : undefined;
  for (const [i, address] of addresses.entries()) {
    const proof = args.appProofs.find((candidate) => addressOf(candidate) === address);
    if (!proof) {
      throw new CryptoCheckError('APP_PROOF_MISMATCH', 'an address has no app proof', {
        details: { address },
      });
    }
    let bootProof = bootProofs.get(proof.publicKey);
    if (!bootProof) {
      bootProof = kit.api
        .getBootProof(
          { organizationId: args.organizationId, ephemeralKey: proof.publicKey },
          { stamper: args.stamper, signal: args.signal },
        )
        .then((response) => response.bootProof);
      bootProofs.set(proof.publicKey, bootProof);
    }
    await verifyAppProof({
      proof,
      bootProof: await bootProof,
      pinnedBootProofRoot: kit.options.trustedKeys.bootProofRoot,
      expected: {
        organizationId: args.organizationId,
        walletId: args.wallet.walletId,
        address,
        derivationPath: paths?.[i],
      },
      crypto: kit.crypto,
    });
  }
}
