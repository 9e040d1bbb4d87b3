import type { SubmitHandler } from '../handlerTypes.js';
import { signPayloads } from './signPayloads.js';

/**
 * `sign_raw_payloads` (production's `ACTIVITY_TYPE_SIGN_RAW_PAYLOADS`): each payload signed as
 * `sign_raw_payload` signs one, by one key, answered in request order.
 */
export const signRawPayloads: SubmitHandler<'sign_raw_payloads'> = ({
  ctx,
  params,
  organizationId,
}) => ({
  signatures: signPayloads(
    ctx,
    organizationId,
    params,
    params.payloads,
    (i) => `parameters.payloads[${i}]`,
  ),
});
