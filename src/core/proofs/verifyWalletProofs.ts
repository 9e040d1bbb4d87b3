import { parseJson } from '../../protocol/encoding.js';
import type { AppProof } from '../../protocol/records.js';
import { checkAppProof } from '../crypto/attestation/checkAppProof.js';
import { trustedRoot } from '../crypto/attestation/trustedRoot.js';
import {
  type VerifiedAttestation,
  verifyBootProof,
} from '../crypto/attestation/verifyBootProof.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { WalletParams } from '../login/loginResult.js';
import type { Stamper } from '../stampers/stamper.js';
import type { WalletKit } from '../walletKit.js';

// The attestation checks are imported statically: this module is only ever loaded by `import()`
// (`loadProofChecks`, preloadProofChecks.ts), so the step and the verifier are one lazy chunk
// and one fetch. With the verifier behind an `import()` of its own, rolldown (1.2) kept the
// modules this step shares with the page's entry (`encoding.ts`, `kitError.ts`) in small chunks
// of their own, loaded up front beside the entry (rolldown#9963): 0.4 KB gzip more for the modal
// app.

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
  (
    parseJson(String(proof?.proofPayload)) as
      | { addressDerivationProof?: { address?: unknown } }
      | undefined
  )?.addressDerivationProof?.address;

function attestationOf(
  kit: WalletKit,
  ephemeralKey: string,
  args: VerifyWalletProofsArgs,
): Promise<VerifiedAttestation> {
  const cache = kit.verifiedAttestations;
  const key = ephemeralKey.toLowerCase();
  let attestation = cache.get(key);
  if (!attestation) {
    attestation = kit.api
      .getBootProof(
        { organizationId: args.organizationId, ephemeralKey },
        { stamper: args.stamper, signal: args.signal },
      )
      .then(({ bootProof }) =>
        verifyBootProof({
          bootProof,
          rootCertificate: kit.options.trustedKeys.attestationRootCertificate,
          policy: kit.options.appProofPolicy,
          crypto: kit.crypto,
        }),
      );
    cache.set(key, attestation);
    // A failure (network, refusal) is not cached: the next signup asks again.
    attestation.catch(() => cache.delete(key));
  }
  return attestation;
}

/**
 * What a check can do before its proofs arrive (preloadProofChecks.ts): a root the app passed
 * (the sandbox's) parsed and its self-signature checked, once per page. (The default AWS root
 * comes with each document, checked against its pinned fingerprint there.) A failure is left
 * for the check itself to report.
 */
export function prepareProofChecks(kit: WalletKit): void {
  const pem = kit.options.trustedKeys.attestationRootCertificate;
  if (pem !== undefined) trustedRoot(pem, kit.crypto).catch(() => undefined);
}

/**
 * Checks that every address of a wallet made at signup is backed by an app proof (wire-details,
 * "App proofs", "Boot proofs"): the boot proof of each distinct ephemeral key fetched and its
 * attestation verified once (to `trustedKeys.attestationRootCertificate`, default the AWS Nitro
 * root, and `appProofPolicy`); each proof's signature (checked while its boot proof is on the
 * way); then each proof's key and its payload naming this organization, wallet, path and address.
 * The proxy passes proofs through unchecked (spec "Limits of the proxy"); this is the check it
 * leaves to us. Any failure throws (`CryptoCheckError`): the signup fails rather than hand out an
 * unproven address. Answers the attestations, one per distinct ephemeral key.
 */
export async function verifyWalletProofs(
  kit: WalletKit,
  args: VerifyWalletProofsArgs,
): Promise<VerifiedAttestation[]> {
  const { addresses } = args.wallet;
  const paths =
    args.accounts && args.accounts.length === addresses.length
      ? args.accounts.map((account) => account.path)
      : undefined;
  const proofs = addresses.map((address) => {
    const proof = args.appProofs.find((candidate) => addressOf(candidate) === address);
    if (!proof) {
      throw new CryptoCheckError('APP_PROOF_MISMATCH', 'an address has no app proof', {
        details: { address },
      });
    }
    return proof;
  });
  const byKey = new Map<string, Promise<VerifiedAttestation>>();
  for (const proof of proofs) {
    const key = String(proof.publicKey).toLowerCase();
    if (!byKey.has(key)) byKey.set(key, attestationOf(kit, proof.publicKey, args));
  }
  await Promise.all(
    proofs.map((proof, i) =>
      checkAppProof({
        proof,
        // The promise: each proof's signature is checked while its boot proof is on the way.
        attestation: byKey.get(
          String(proof.publicKey).toLowerCase(),
        ) as Promise<VerifiedAttestation>,
        expected: {
          organizationId: args.organizationId,
          walletId: args.wallet.walletId,
          address: addresses[i],
          derivationPath: paths?.[i],
        },
        crypto: kit.crypto,
      }),
    ),
  );
  return Promise.all(byKey.values());
}
