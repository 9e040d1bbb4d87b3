/**
 * Work a login starts ahead (a session key, an OTP encryption) and hands to its next step, keyed
 * by the login's handle object (never serialised into it: a handle stays plain data). Each value
 * is taken once: a second try of the step makes a fresh one.
 */
export interface PreparedByHandle<T> {
  remember(handle: object, value: T): void;
  /** The value made for `handle`, once; undefined when none was made or it was already taken. */
  take(handle: object): T | undefined;
}

export function createPreparedByHandle<T>(): PreparedByHandle<T> {
  const prepared = new WeakMap<object, T>();
  return {
    remember(handle, value) {
      prepared.set(handle, value);
    },
    take(handle) {
      const value = prepared.get(handle);
      prepared.delete(handle);
      return value;
    },
  };
}
