import { interactionPolicy } from 'oidc-provider';

/**
 * The `prompt` values of OIDC Core 1.0 section 3.1.2.1, with their meaning on a provider that
 * keeps no single sign-on session (every authorization shows its login form):
 * - `none`: show nothing. With no session there is never a signed-in user, so the answer is
 *   `login_required`, sent back to the client (the library's own handling).
 * - `login`: authenticate again: the login form.
 * - `consent`: ask before releasing claims: the login form names the client the person signs in
 *   to and what it gets, and continuing is the consent.
 * - `select_account`: let the person choose an account: the login form, where they type which
 *   identity to use. Google's own sign-in always asks for it (the production React kit sends it).
 * The library knows `login` and `consent`; `select_account` is added, before them, so a request
 * naming it starts the interaction under that name. The login form resolves every prompt the
 * request named (createInteractionListener.ts).
 */
export function devInteractionPolicy(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}
