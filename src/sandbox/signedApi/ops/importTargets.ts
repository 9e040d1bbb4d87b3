import { createImportBundle, EnclaveError, openHpkeCiphertext } from '../../enclave/index.js';
import { invalidField, preconditionField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { requireOrgUser } from './requireOrgUser.js';

/** Where each import kind keeps its targets, and the activity that makes one. */
const TARGETS = {
  privateKey: { kind: 'importTarget', init: 'init_import_private_key' },
  wallet: { kind: 'walletImportTarget', init: 'init_import_wallet' },
} as const;

export type ImportKind = keyof typeof TARGETS;

/**
 * `init_import_private_key` / `init_import_wallet` (wire-details, "Export and import"): a fresh
 * target key, signed by the enclave `signer` together with the organization and importing user,
 * so the client can check both before encrypting key material to it. The target's private half
 * stays here, kept for the import of that kind that follows.
 */
export function issueImportTarget(
  ctx: SandboxContext,
  what: ImportKind,
  owner: { organizationId: string; userId: string; activityId: string },
): string {
  const { organizationId, userId } = owner;
  const bundle = createImportBundle(ctx.keys.signer, { organizationId, userId });
  ctx.store.insert(
    TARGETS[what].kind,
    {
      id: owner.activityId,
      organizationId,
      userId,
      targetPrivateKey: bundle.targetPrivateKey,
      createdAtMs: ctx.now(),
    },
    { organizationId, index: { userId } },
  );
  return bundle.bundle;
}

/** The handler of `init_import_private_key` or `init_import_wallet`: the user's new target. */
export const initImportHandler =
  <N extends 'init_import_private_key' | 'init_import_wallet'>(
    what: ImportKind,
  ): SubmitHandler<N> =>
  ({ ctx, params, organizationId, activityId }) => {
    requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
    return {
      importBundle: issueImportTarget(ctx, what, {
        organizationId,
        userId: params.userId,
        activityId,
      }),
    };
  };

/**
 * Opens what a client sealed to the user's newest import target of this kind (a key import
 * opens only with a key target, a wallet import only with a wallet target) and spends that
 * target: one bundle, one import. No target is a FAILED_PRECONDITION naming the init activity;
 * a bundle that does not open with it (sealed to another target, altered) a 400.
 */
export function openImportBundle(
  ctx: SandboxContext,
  what: ImportKind,
  owner: { organizationId: string; userId: string },
  encryptedBundle: string,
): Uint8Array {
  const field = 'parameters.encryptedBundle';
  const { kind, init } = TARGETS[what];
  const target = ctx.store
    .find(kind, 'userId', owner.userId)
    .filter((t) => t.organizationId === owner.organizationId)
    .at(-1);
  if (!target) {
    throw preconditionField(field, `no import target for this user: call ${init} first`);
  }
  let plaintext: Uint8Array;
  try {
    plaintext = openHpkeCiphertext(encryptedBundle, target.targetPrivateKey);
  } catch (error) {
    if (!(error instanceof EnclaveError)) throw error;
    throw invalidField(
      field,
      `does not open with this user's newest ${init} target (${error.reason})`,
    );
  }
  ctx.store.delete(kind, target.id);
  return plaintext;
}
