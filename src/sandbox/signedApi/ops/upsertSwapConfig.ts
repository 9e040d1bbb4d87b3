import { deniedField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import type { SwapConfigRecord } from './opsRecords.js';

/**
 * `upsert_swap_config` (spec "Submit rules" 3): merges the given fields into the organization's
 * swap fee configuration and answers the configuration as it now stands. `stableFeeBps` may be
 * set only by organizations on the top commercial tier; without it, stable pairs pay `feeBps`.
 */
export const upsertSwapConfig: SubmitHandler<'upsert_swap_config'> = ({
  ctx,
  params,
  organizationId,
}) => {
  if (
    params.stableFeeBps !== undefined &&
    ctx.store.get('organization', organizationId)?.topTier !== true
  ) {
    throw deniedField(
      'parameters.stableFeeBps',
      'only organizations on the top commercial tier may set stableFeeBps; set feeBps instead',
    );
  }
  const previous = ctx.store.get('swapConfig', organizationId);
  const config: SwapConfigRecord = {
    ...(previous ?? { id: organizationId, organizationId }),
    ...(params.feeReceiverWalletAddress === undefined
      ? {}
      : { feeReceiverWalletAddress: params.feeReceiverWalletAddress }),
    ...(params.feeBps === undefined ? {} : { feeBps: params.feeBps }),
    ...(params.stableFeeBps === undefined ? {} : { stableFeeBps: params.stableFeeBps }),
    updatedAtMs: ctx.now(),
  };
  if (previous) ctx.store.update('swapConfig', config);
  else ctx.store.insert('swapConfig', config, { organizationId });
  return {
    ...(config.feeReceiverWalletAddress === undefined
      ? {}
      : { feeReceiverWalletAddress: config.feeReceiverWalletAddress }),
    ...(config.feeBps === undefined ? {} : { feeBps: config.feeBps }),
    ...(config.stableFeeBps === undefined ? {} : { stableFeeBps: config.stableFeeBps }),
  };
};
