/**
 * Test helpers for sandbox tests (in-process, through `sandbox.handler(Request)`):
 * - `createTestSandbox()`: an in-memory sandbox with every default feature.
 * - `stampedRequest(sandbox, path, body, privateKeyHex?)`: a `Request` with a real `X-Stamp`.
 * - `submitBody(op, organizationId, parameters)`: a submit envelope with a fresh `timestampMs`.
 * - `submit(sandbox, op, parameters)` / `query(sandbox, op, body)`: send and split the answer.
 * - `addTestOrganization(sandbox)`: another organization with a user and an API key.
 * - `activityShapeIssues(response, op, parameters)`: departures from the spec's Activity table.
 * - `errorFields(outcome)`: the fields a wire error's details name.
 * - `devPost(sandbox, path, body)` / `devRecords(sandbox, kind)`: the `/__dev/` endpoints.
 * - `createSoftwareAuthenticator({rpId, origin})`: P-256 passkeys, attestations and
 *   `X-Stamp-WebAuthn` stamps that the sandbox verifies.
 */
export { activityShapeIssues } from './activityShapeIssues.js';
export { addTestOrganization, type TestOrganization } from './addTestOrganization.js';
export { createTestSandbox } from './createTestSandbox.js';
export { devPost } from './devPost.js';
export { devRecords } from './devRecords.js';
export { errorFields } from './errorFields.js';
export { type QueryOutcome, query } from './query.js';
export {
  type AttestationInput,
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
  type SoftwareAuthenticatorOptions,
  type SoftwareCredential,
} from './softwareAuthenticator.js';
export { stampedRequest } from './stampedRequest.js';
export { type SubmitOutcome, submit } from './submit.js';
export { submitBody } from './submitBody.js';
