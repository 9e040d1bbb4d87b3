/**
 * The slice of the Web Locks API (`navigator.locks`) the session store uses so that one tab
 * at a time refreshes the session. Without it, refreshes are single-flight per tab only.
 */
export interface LocksLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}
