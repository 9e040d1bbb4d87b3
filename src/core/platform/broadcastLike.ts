/**
 * The slice of `BroadcastChannel` the session store uses to tell other tabs of a login, a
 * logout or a refresh (HTML "Broadcasting to other browsing contexts").
 */
export interface BroadcastLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}
