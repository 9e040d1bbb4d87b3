import type { Bootstrap, DevInfo, Sandbox } from '../sandbox/index.js';

/**
 * A sandbox started for a test, with a fresh store (see `startTestSandbox`,
 * `createInProcessSandbox`).
 */
export interface TestSandbox {
  /** Base URL of the signed API, the auth proxy, the dev pages (no trailing slash). */
  readonly url: string;
  /** `fetch` that reaches this sandbox (in-process: straight to its handler, no socket). */
  readonly fetch: typeof fetch;
  /**
   * What `GET /__dev/info` answers: no private keys, and the whole kit config as `kitConfig`
   * (`sandboxConfig(sandbox.info)` from `embedded-wallet-kit` turns it into kit options).
   */
  readonly info: DevInfo;
  /** The whole bootstrap, with the parent organization's admin API key (tests only). */
  readonly bootstrap: Bootstrap;
  readonly sandbox: Sandbox;
  close(): Promise<void>;
}
