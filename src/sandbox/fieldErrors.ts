import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { ServiceError } from './serviceError.js';

/**
 * Business-rule refusals that name the offending field in `details`, the way schema issues do
 * (`{field, description}`, field as a JSON path such as `parameters.signWith`), so a client can
 * point at the input without parsing the message.
 */
const withField = (code: GrpcCode, field: string, message: string): ServiceError =>
  new ServiceError(code, `${field}: ${message}`, [{ field, description: message }]);

/** 400: the value itself is unacceptable. */
export const invalidField = (field: string, message: string): ServiceError =>
  withField(GrpcCode.INVALID_ARGUMENT, field, message);

/** 404: the value names something that does not exist (or not in this organization). */
export const notFoundField = (field: string, message: string): ServiceError =>
  withField(GrpcCode.NOT_FOUND, field, message);

/** 412: the value is fine but the state is not (e.g. a deposit before the wrapper is deployed). */
export const preconditionField = (field: string, message: string): ServiceError =>
  withField(GrpcCode.FAILED_PRECONDITION, field, message);

/** 409: the value would create something that already exists. */
export const existsField = (field: string, message: string): ServiceError =>
  withField(GrpcCode.ALREADY_EXISTS, field, message);

/** 403: the organization may not do this (e.g. `stableFeeBps` below the top tier). */
export const deniedField = (field: string, message: string): ServiceError =>
  withField(GrpcCode.PERMISSION_DENIED, field, message);
