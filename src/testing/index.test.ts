import { describe, expect, it } from 'vitest';
import * as entry from './index.js';

describe('embedded-wallet-kit-sandbox/testing', () => {
  // The public surface: a change here is a change to what integrators import.
  it('exports exactly these names', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "addDevWallet",
        "addVirtualPasskey",
        "cancelDevOAuthLogin",
        "completeDevOAuthLogin",
        "createInProcessSandbox",
        "patchProxyConfig",
        "readDevInfo",
        "readInbox",
        "readLastCode",
        "readProxyConfig",
        "sandboxKitOptions",
        "signInTestUser",
        "signInWithOtp",
        "startTestSandbox",
      ]
    `);
  });
});
