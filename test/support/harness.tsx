/**
 * Test harness of the React layer: a sandbox in this process (reached through its
 * `handler(Request)`), kits pointed at it, and a provider wrapper. Not shipped (not exported).
 */
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import {
  createApiKeyStamper,
  createMemoryKeyStore,
  createSignedApiClient,
  createTransport,
  createWalletKit,
  type FetchLike,
  type WalletKit,
  type WalletKitOptions,
} from '../../src/core/index.js';
import type { WalletKitProviderConfig } from '../../src/react/context/walletKitProviderConfig.js';
import { WalletKitProvider } from '../../src/react/walletKitProvider.js';
import { publicBootstrap } from '../../src/sandbox/bootstrap.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { inProcessFetch } from '../../src/testing/inProcessFetch.js';
import { sandboxKitOptions } from '../../src/testing/sandboxKitOptions.js';
import { readOtpCode, testKitOptions } from './sandboxKit.js';

export interface Harness {
  sandbox: Sandbox;
  /** `fetch` into the sandbox: `(input, init) => sandbox.handler(new Request(input, init))`. */
  fetch: FetchLike;
  options: WalletKitOptions;
  /** A kit as an app makes it (session-stamped signed API), with memory storage. */
  kit(overrides?: Partial<WalletKitOptions>): WalletKit;
  /**
   * A kit whose signed API is stamped with the sandbox's admin API key (its parent organization).
   */
  adminKit(): WalletKit;
  /** The newest OTP the sandbox "sent" to `to`, from the dev inbox's JSON form. */
  readCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const sandbox = await createSandbox({ memory: true });
  const { bootstrap } = sandbox;
  const fetch: FetchLike = inProcessFetch(sandbox);
  // What an integrator's test passes (sandboxKitOptions), with the sandbox in this process.
  const options = sandboxKitOptions(publicBootstrap(bootstrap), { fetch });
  const kits: WalletKit[] = [];
  const kit = (overrides: Partial<WalletKitOptions> = {}) => {
    const made = createWalletKit(
      testKitOptions(sandbox, { keyStore: createMemoryKeyStore(), fetch, ...overrides }),
    );
    kits.push(made);
    return made;
  };
  return {
    sandbox,
    fetch,
    options,
    kit,
    adminKit() {
      const base = kit();
      const api = createSignedApiClient({
        baseUrl: bootstrap.baseUrl,
        transport: createTransport({ fetch }),
        stamper: createApiKeyStamper({
          publicKey: bootstrap.apiKey.publicKey,
          privateKey: bootstrap.apiKey.privateKey,
        }),
        organizationId: () => bootstrap.organizationId,
      });
      return { ...base, api };
    },
    readCode: (to) => readOtpCode(sandbox, to),
    async close() {
      for (const made of kits) made.destroy();
      await sandbox.close();
    },
  };
}

/** A fresh QueryClient without retries (a failure shows at once in a test). */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A provider around `children` using `kit`, for `renderHook(..., { wrapper })`. */
export function providerWrapper(
  kit: WalletKit,
  config: Partial<WalletKitProviderConfig> = {},
  queryClient: QueryClient = testQueryClient(),
): (props: { children: ReactNode }) => ReactElement {
  const full = { ...kit.options, ...config } as WalletKitProviderConfig;
  return ({ children }) => (
    <WalletKitProvider config={full} kit={kit} queryClient={queryClient}>
      {children}
    </WalletKitProvider>
  );
}
