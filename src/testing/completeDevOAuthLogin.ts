import type { PageLike } from './playwrightLike.js';

export interface DevOAuthIdentityInput {
  /** Display name. Default: the form's prefilled one. */
  name?: string;
  /** E-mail: the same e-mail is the same person (`sub`) on every login. */
  email?: string;
  /**
   * Ticks "The provider has verified this e-mail" (the `email_verified` claim). Default false,
   * as the page: only a verified e-mail links to an existing e-mail-OTP account with the same
   * address (spec "Social linking"); a signup or login of its own works either way.
   */
  emailVerified?: boolean;
}

/**
 * Signs in on the sandbox's dev OAuth/OIDC provider page (the login form the kit's popup or
 * redirect lands on) as `identity`, and waits until the provider has handed back: the popup
 * closes itself once the kit has the answer. Pass the popup page
 * (`const popup = await page.waitForEvent('popup')`), or the page itself in redirect mode with
 * `{ waitForClose: false }`.
 *
 * The form is the provider's documented contract (src/sandbox/devOAuthProvider/devPages.ts):
 * `input#name`, `input#email`, `input#email-verified`, `button#continue`.
 */
export async function completeDevOAuthLogin(
  page: PageLike,
  identity: DevOAuthIdentityInput = {},
  options: { waitForClose?: boolean; timeoutMs?: number } = {},
): Promise<void> {
  const timeout = options.timeoutMs ?? 15_000;
  await page.locator('form#login-form').waitFor({ state: 'visible', timeout });
  if (identity.name !== undefined) await page.locator('input#name').fill(identity.name);
  if (identity.email !== undefined) await page.locator('input#email').fill(identity.email);
  // Unticked on a fresh page: one click ticks it.
  if (identity.emailVerified === true) await page.locator('input#email-verified').click();
  const closed =
    options.waitForClose === false || page.isClosed()
      ? undefined
      : page.waitForEvent('close', { timeout });
  await page.locator('button#continue').click();
  await closed;
}

/** Cancels on the dev provider's page (the app gets `access_denied`, the kit `USER_CANCELLED`). */
export async function cancelDevOAuthLogin(
  page: PageLike,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  const timeout = options.timeoutMs ?? 15_000;
  await page.locator('a#cancel').waitFor({ state: 'visible', timeout });
  await page.locator('a#cancel').click();
}
