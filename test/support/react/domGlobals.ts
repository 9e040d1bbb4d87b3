/**
 * Import FIRST in a Node-environment test file that renders React and also drives the sandbox's
 * dev OAuth provider. It gives the page a happy-dom DOM (`window`, `document`, element classes)
 * while Node keeps its own fetch classes: the `happy-dom` test environment replaces `Request`
 * and `Response` with browser-faithful ones that strip `Cookie` and `Set-Cookie` (Fetch,
 * "forbidden header name"), which breaks the dev provider's cookie-based login server-side.
 * Only names Node lacks are defined (as @happy-dom/global-registrator does).
 */
import { Window } from 'happy-dom';
import { configureTestingLibrary } from './testingLibrary.js';

const window = new Window({ url: 'http://localhost:3000' });
const target = globalThis as Record<string, unknown>;
const source = window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in target) continue;
  const value = source[key];
  // Window methods (getComputedStyle, ...) need their window as `this`; classes stay as they are.
  target[key] =
    typeof value === 'function' && !/^[A-Z]/.test(key)
      ? (value as (...args: unknown[]) => unknown).bind(window)
      : value;
}
target.window = window;
target.document = window.document;
await configureTestingLibrary();

/** Ends the window's timers and pending work (call in `afterAll`). */
export const closeDomGlobals = (): Promise<void> => window.happyDOM.close();
