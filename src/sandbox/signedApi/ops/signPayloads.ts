import type {
  Curve,
  HashFunction,
  PayloadEncoding,
  RawSignature,
} from 'embedded-wallet-kit/protocol';
import type { SandboxContext } from '../../sandboxContext.js';
import { decodePayload } from '../../wallet/decodePayload.js';
import { SigningInputError } from '../../wallet/signingInputError.js';
import { signPayload } from '../../wallet/signPayload.js';
import {
  type StructuredEncoding,
  signStructuredPayload,
} from '../../wallet/signStructuredPayload.js';
import { signingInputRefusal } from './signingInputRefusal.js';
import { signingKeyOf } from './signingKeyOf.js';

/**
 * The encoding when the service hashes the payload itself (EIP-712 typed data, EIP-7702
 * authorizations: Ethereum's, so a secp256k1 account's), which the caller asks with
 * `HASH_FUNCTION_NO_OP` as production's clients do; `undefined` for the byte encodings.
 */
function structuredEncoding(
  request: { encoding: PayloadEncoding; hashFunction: HashFunction },
  curve: Curve,
): StructuredEncoding | undefined {
  const { encoding, hashFunction } = request;
  if (
    encoding !== 'PAYLOAD_ENCODING_EIP712' &&
    encoding !== 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION'
  ) {
    return undefined;
  }
  if (curve !== 'CURVE_SECP256K1') {
    throw new SigningInputError(
      'encoding',
      `${encoding} is signed by an Ethereum (secp256k1) account`,
    );
  }
  if (hashFunction !== 'HASH_FUNCTION_NO_OP') {
    throw new SigningInputError(
      'hashFunction',
      `must be HASH_FUNCTION_NO_OP with ${encoding}: the service computes its signing hash`,
    );
  }
  return encoding;
}

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
    const structured = structuredEncoding(request, key.curve);
    const signatures: RawSignature[] = [];
    for (; index < payloads.length; index++) {
      const payload = payloads[index] as string;
      if (structured) {
        signatures.push(signStructuredPayload(key.privateKey, payload, structured));
        continue;
      }
      const bytes = decodePayload(payload, request.encoding);
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
