/**
 * A module fetched on demand (an `import()`, so bundlers make it a chunk of its own): `load()` it
 * (to prefetch or to use), or read it with `loaded()` once it is there.
 */
export interface LazyModule<T> {
  /**
   * Fetches the module, once: every caller shares the one load. A failed load (offline) is
   * forgotten, so the next call fetches again.
   */
  load(): Promise<T>;
  /**
   * What the module gave, once loaded, read synchronously: awaiting even a settled `import()`
   * costs a task (the proof checks of a signup then start a few ms after its login request
   * instead of beside it), and `React.lazy` suspends on its first render even when the import
   * has resolved.
   */
  loaded(): T | undefined;
}

/**
 * The one loader of every chunk the kit splits off: the HPKE code, the operation table, the
 * passkey ceremonies, the app-proof checks, the wallet code, and the modal's screens that only
 * some logins reach. `importer` is the `import()` that makes the chunk (its own static imports
 * decide what the chunk holds); `failure` turns a failed load into the error callers see
 * (default: the loader's own error).
 *
 * This file imports nothing: whatever a loader imported statically would be shared by the
 * page's entry and the chunks, and rolldown then moves such modules into small chunks of their
 * own that the entry loads up front.
 */
export function lazyModule<T>(
  importer: () => Promise<T>,
  failure: (cause: unknown) => unknown = (cause) => cause,
): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load() {
      if (!loading) {
        const attempt = importer().then(
          (value) => {
            loaded = value;
            return value;
          },
          (cause: unknown) => {
            if (loading === attempt) loading = undefined;
            throw failure(cause);
          },
        );
        loading = attempt;
      }
      return loading;
    },
    loaded: () => loaded,
  };
}
