/**
 * The session lifecycle chunk's entry (see `sessionLifecycleChunk`): what a session needs once it
 * is shown and nothing needs before: its timers (the expiry warning, the automatic refresh, the
 * expiry itself), the refresh, and the sign-out of a session revoked from another device. A page
 * with no session (a login form) does not download it up front; a login fetches it beside its
 * requests.
 *
 * Its modules import none of the page's crypto: the key and stamp makers are given to them.
 * rolldown (1.2) moves some modules a lazy chunk shares with the page's entry (the byte encoders
 * among them) into small chunks of their own that the entry loads up front, as
 * verifyWalletProofs.ts notes too.
 */
export { createStampLoginRefresher } from './createStampLoginRefresher.js';
export { endRevokedSession } from './endRevokedSession.js';
export { refreshOnce } from './refreshOnce.js';
export { scheduleShown } from './scheduleShown.js';
