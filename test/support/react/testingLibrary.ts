/**
 * Setup of the `dom` Vitest project: Testing Library's `findBy*` and `waitFor` wait up to 10 s
 * (its default is 1 s). Those waits end at an event; their limit only matters when something
 * is slow, and a login here runs the sandbox's real crypto in-process: on a loaded two-core CI
 * machine one signup has taken over a second.
 *
 * Testing Library's `screen` binds to the document there is when it loads, so it is loaded only
 * once there is one: here for the happy-dom environment, and by domGlobals.ts after it installs
 * its globals.
 */
export async function configureTestingLibrary(): Promise<void> {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

if (typeof document !== 'undefined') await configureTestingLibrary();
