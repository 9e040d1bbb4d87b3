import type { StoredKey } from '../keys/keyStore.js';
import type { Session } from './session.js';

/** Makes a new session for the current one (`stamp_login` stamped by the current key). */
export type SessionRefresher = (
  session: Session,
  key: StoredKey,
) => Promise<{ token: string; key: StoredKey }>;
