import type { Bootstrap, PublicBootstrap, Sandbox } from '../sandbox/index.js';

/** A sandbox started for a test, with a fresh store (see `startTestSandbox`, `createInProcessSandbox`). */
export interface TestSandbox {
  /** Base URL of the signed API, the auth proxy, the dev pages (no trailing slash). */
  readonly url: string;
  /** `fetch` that reaches this sandbox (in-process: straight to its handler, no socket). */
  readonly fetch: typeof fetch;
  /** What a client configures itself with (`GET /__dev/info`): no private keys. */
  readonly info: PublicBootstrap;
  /** The whole bootstrap, with the parent organization's admin API key (tests only). */
  readonly bootstrap: Bootstrap;
  readonly sandbox: Sandbox;
  close(): Promise<void>;
}
