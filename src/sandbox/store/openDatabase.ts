import Database from 'better-sqlite3';

/**
 * What better-sqlite3 throws when its native binding is absent or built for another Node: the
 * `bindings` package's "Could not locate the bindings file", or Node's own refusal of an addon
 * built for another ABI or platform.
 */
const MISSING_BINDING =
  /Could not locate the bindings file|NODE_MODULE_VERSION|was compiled against a different Node\.js version|invalid ELF header|wrong ELF class|not a valid Win32 application|better_sqlite3\.node/;

/**
 * The sandbox's error for a missing SQLite binding: better-sqlite3's install script fetches a
 * prebuilt binary or builds one, and pnpm (10 and later) and npm (11, `allowScripts`) skip
 * install scripts they were not told to run. The message names each package manager's fix.
 */
export function sqliteBindingError(cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
  return new Error(
    `the SQLite binding of better-sqlite3 is missing or built for another Node.js (${process.version}): ${reason}.\n` +
      '  Its install script did not run. Allow it, then install again:\n' +
      '  pnpm: pnpm add -D embedded-wallet-kit-sandbox --allow-build=better-sqlite3 (or `pnpm approve-builds`; pnpm-workspace.yaml: allowBuilds: { better-sqlite3: true })\n' +
      '  npm:  "allowScripts": { "better-sqlite3": true } in package.json, then `npm rebuild better-sqlite3`\n' +
      '  yarn: `yarn rebuild better-sqlite3`\n' +
      '  Where no prebuilt binary fits your platform, the build needs Python and a C++ compiler.',
    { cause },
  );
}

/** Opens a better-sqlite3 database (`:memory:` or a file), naming the fix when it cannot load. */
export function openDatabase(
  file: string,
  open: (file: string) => Database.Database = (path) => new Database(path),
): Database.Database {
  try {
    return open(file);
  } catch (error) {
    if (error instanceof Error && MISSING_BINDING.test(error.message)) {
      throw sqliteBindingError(error);
    }
    throw error;
  }
}
