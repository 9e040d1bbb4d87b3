import {
  createSignedRequest,
  createWalletKit,
  type Session,
  type SignupOptions,
  type WalletKit,
} from 'embedded-wallet-kit';
import { sandboxKitOptions } from './sandboxKitOptions.js';
import { signInWithOtp } from './signInWithOtp.js';
import type { TestSandbox } from './testSandbox.js';

export interface SignInTestUserArgs {
  /**
   * Default: a new address, so a new user. The same address again: the same user, a new session.
   */
  email?: string;
  /** What a new user gets (e.g. a wallet). */
  signup?: SignupOptions;
}

/** A user signed in to a sandbox from Node, as a browser would be (see `signInTestUser`). */
export interface TestUser {
  /** The user's kit (keys in memory): every core action and `kit.api` work with it. */
  readonly kit: WalletKit;
  readonly session: Session;
  readonly userId: string;
  readonly organizationId: string;
  readonly email: string;
  /**
   * `new Request(input, init)` signed with this session, as the browser's `createSignedFetch`
   * sends it: hand it to your backend's handler (`app.request(request)`, a route's `GET(request)`)
   * or `fetch` it.
   */
  signedRequest(input: string | URL | Request, init?: RequestInit): Promise<Request>;
  /** Stops the kit's timers. */
  close(): void;
}

/**
 * Signs a user in to a test sandbox without a browser (an e-mail code, read from the dev inbox;
 * a new address signs up), for a backend's tests: `user.signedRequest(url)` makes a request your
 * handler checks with `createSessionVerifier` (`embedded-wallet-kit/server`), whose
 * `trustedKeys` are the sandbox's (`sandbox.info.kitConfig.trustedKeys`).
 */
export async function signInTestUser(
  sandbox: TestSandbox,
  args: SignInTestUserArgs = {},
): Promise<TestUser> {
  const email = args.email ?? `user-${crypto.randomUUID()}@example.com`;
  const kit = createWalletKit(sandboxKitOptions(sandbox));
  try {
    const { session } = await signInWithOtp(kit, sandbox, {
      email,
      ...(args.signup ? { signup: args.signup } : {}),
    });
    return {
      kit,
      session,
      userId: session.userId,
      organizationId: session.organizationId,
      email,
      signedRequest: (input, init) => createSignedRequest(kit, input, init),
      close: () => kit.destroy(),
    };
  } catch (error) {
    kit.destroy();
    throw error;
  }
}
