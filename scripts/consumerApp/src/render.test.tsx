// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInProcessSandbox, sandboxKitOptions } from 'embedded-wallet-kit-sandbox/testing';
import { version } from 'react';
import { afterAll, expect, it } from 'vitest';
import { App } from './App.js';

const sandbox = await createInProcessSandbox();
afterAll(() => sandbox.close());

// The installed kit, under the React version this app has (the check runs it under 19 and 18).
it(`renders the provider, the button and a hook, and opens the modal (React ${version})`, async () => {
  render(<App config={sandboxKitOptions(sandbox)} />);
  expect(screen.getByTestId('status').textContent).toMatch(/signedOut|loading|restoring/);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
  // The modal reads wallet_kit_config from the sandbox, then offers the enabled methods (the
  // e-mail field on its first screen).
  expect(await screen.findByRole('dialog')).toBeTruthy();
  expect(await screen.findByRole('textbox', { name: /e-mail|email/i })).toBeTruthy();
});
