import type { SessionPersistence } from '../../core/index.js';

/**
 * The browser refused to keep the session (IndexedDB or `localStorage` unavailable), as opposed
 * to an app that chose stores that keep nothing: the user is told, and the success screen stays
 * up until they have read it.
 */
export const sessionNotKept = (persistence: SessionPersistence | undefined): boolean =>
  persistence?.mode === 'memory' && persistence.reason !== 'MEMORY_STORE';
