import type { SubmitHandler } from '../handlerTypes.js';
import { signPayloads } from './signPayloads.js';

/**
 * `sign_raw_payload` (production's `ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2`): one payload signed by
 * the wallet account `signWith` names, with the account's own derived key, so the signature
 * verifies under the account's address. Result `{r, s, v}` (signPayloads.ts).
 */
export const signRawPayload: SubmitHandler<'sign_raw_payload'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const [signature] = signPayloads(
    ctx,
    organizationId,
    params,
    [params.payload],
    () => 'parameters.payload',
  );
  return signature as NonNullable<typeof signature>;
};
