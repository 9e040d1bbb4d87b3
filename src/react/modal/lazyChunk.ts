/** A chunk of the modal fetched on demand: `load()` it (prefetch or use), or read it once `loaded()`. */
export interface LazyChunk<T> {
  /** Fetches the chunk, once: every caller shares the one load; a failed load is forgotten, so the next call fetches again. */
  load(): Promise<T>;
  /**
   * What the chunk exports, once loaded, read synchronously: rendering it then needs no Suspense
   * round (`React.lazy` suspends on its first render even when the import has already resolved,
   * and React then holds the fallback for a few hundred ms).
   */
  loaded(): T | undefined;
}

/**
 * A screen of the modal that only some logins reach, kept out of the up-front bundle (issue 8):
 * `importer` is the `import()` that makes the chunk. See `LazyScreen`.
 */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load() {
      if (!loading) {
        const attempt = importer().then((value) => {
          loaded = value;
          return value;
        });
        loading = attempt;
        attempt.catch(() => {
          if (loading === attempt) loading = undefined;
        });
      }
      return loading;
    },
    loaded: () => loaded,
  };
}
