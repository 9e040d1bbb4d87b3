import type { HashFunction, PayloadEncoding, RawSignature } from 'embedded-wallet-kit/protocol';
import type { SandboxContext } from '../../sandboxContext.js';
import { decodePayload } from '../../wallet/decodePayload.js';
import { SigningInputError } from '../../wallet/signingInputError.js';
import { signPayload } from '../../wallet/signPayload.js';
import { signingInputRefusal } from './signingInputRefusal.js';
import { signingKeyOf } from './signingKeyOf.js';

/**
 * What `sign_raw_payload` and `sign_raw_payloads` share: one key for `signWith`, each payload
 * decoded with `encoding`, hashed with `hashFunction` and signed (wallet/signPayload.ts). A
 * refusal names the field, `parameters.payloads[2]` for the third payload of a batch; what
 * production supports and the sandbox does not is 501 UNIMPLEMENTED, not the caller's fault.
 */
export function signPayloads(
  ctx: SandboxContext,
  organizationId: string,
  request: { signWith: string; encoding: PayloadEncoding; hashFunction: HashFunction },
  payloads: readonly string[],
  payloadField: (index: number) => string,
): RawSignature[] {
  const key = signingKeyOf(ctx, organizationId, request.signWith);
  let index = 0;
  try {
    const signatures: RawSignature[] = [];
    for (; index < payloads.length; index++) {
      const bytes = decodePayload(payloads[index] as string, request.encoding);
      signatures.push(signPayload(key.curve, key.privateKey, bytes, request.hashFunction));
    }
    return signatures;
  } catch (error) {
    if (!(error instanceof SigningInputError)) throw error;
    const field = error.field === 'payload' ? payloadField(index) : `parameters.${error.field}`;
    throw signingInputRefusal(error, field);
  } finally {
    key.privateKey.fill(0);
  }
}
