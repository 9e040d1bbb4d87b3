/**
 * The few Playwright parts the helpers use, typed structurally so that `@playwright/test` stays
 * the integrator's dependency, not ours: a Playwright `Page` satisfies these interfaces.
 */

export interface LocatorLike {
  fill(value: string): Promise<void>;
  click(): Promise<void>;
  waitFor(options?: {
    state?: 'attached' | 'detached' | 'visible' | 'hidden';
    timeout?: number;
  }): Promise<void>;
}

/** A Chrome DevTools Protocol session (`BrowserContext.newCDPSession`). */
export interface CdpSessionLike {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  detach(): Promise<void>;
}

/** A page whose context can open a CDP session on it (Chromium only). */
export interface CdpPageLike<P> {
  context(): { newCDPSession(page: P): Promise<CdpSessionLike> };
}

export interface PageLike {
  locator(selector: string): LocatorLike;
  waitForEvent(event: 'close', options?: { timeout?: number }): Promise<unknown>;
  isClosed(): boolean;
}

/** A page a test can add scripts and Node-side functions to (Playwright `Page`). */
export interface ScriptPageLike {
  exposeFunction(name: string, callback: (...args: never[]) => unknown): Promise<unknown>;
  addInitScript(script: { content: string }): Promise<unknown>;
}
