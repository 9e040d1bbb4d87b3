import type { AuthenticatorRecord, CredentialRecord } from '../store/storedRecords.js';
import type { Attestation } from './attestation.js';

/** Who stamped a request, after the stamp has been verified. */
export interface Caller {
  userId: string;
  organizationId: string;
  publicKey: string;
  scheme: string;
  signature: string;
  credential?: CredentialRecord;
  authenticator?: AuthenticatorRecord;
  /** Set for an `X-Stamp-Attested` caller (admitted for `stamp_login` only). */
  attestation?: Attestation;
}
