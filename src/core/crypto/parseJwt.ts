import { splitJwt } from './splitJwt.js';

/**
 * Decodes a JWT's header and claims WITHOUT verifying it: for display and routing only (for
 * instance the organization a token names). Trust decisions go through `verifySessionJwt` /
 * `verifyVerificationToken`.
 */
export function parseJwt(token: string): {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
} {
  const { header, claims } = splitJwt(token);
  return { header, claims };
}
