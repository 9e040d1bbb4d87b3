import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { invalidField } from '../../fieldErrors.js';
import { ServiceError } from '../../serviceError.js';
import type { SigningInputError } from '../../wallet/signingInputError.js';

/**
 * The answer to a signing input the sandbox refused, naming `field`: what production supports
 * and the sandbox does not is 501 UNIMPLEMENTED (not the caller's fault), anything else 400.
 */
export function signingInputRefusal(error: SigningInputError, field: string): ServiceError {
  if (!error.unsupported) return invalidField(field, error.message);
  return new ServiceError(GrpcCode.UNIMPLEMENTED, `${field}: ${error.message}`, [
    { field, description: error.message },
  ]);
}
