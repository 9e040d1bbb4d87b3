/**
 * The dev provider's HTML: the login form and the error page. Inline CSS only (the pages are
 * served with a CSP that allows nothing else), light and dark, labelled inputs.
 *
 * Login form contract (tests and Playwright rely on it; keep stable):
 *   form#login-form  method=post, action = the interaction URL itself
 *   input#name       name="name"   display name, prefilled "Ada Lovelace"
 *   input#email      name="email"  e-mail, prefilled "ada@example.com" (or an e-mail login_hint)
 *   input#email-verified  name="email_verified" value="yes", a checkbox, unticked by default:
 *                    whether the provider vouches for the e-mail (the `email_verified` claim)
 *   button#continue  type=submit   the only submit button
 *   a#cancel         GET `<interaction URL>/abort`: the client gets error=access_denied
 *   p#form-error     role=alert, present only when the last submission was rejected
 * Error page: h1 "Sign-in error", code#error (the OAuth error code), p#error-description.
 */

export const DEFAULT_LOGIN_NAME = 'Ada Lovelace';
export const DEFAULT_LOGIN_EMAIL = 'ada@example.com';

/** Served with every page: nothing but inline styles may load, and no framing. */
export const DEV_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const STYLES = `
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1b1d22;--muted:#5d6270;--border:#cfd3dc;--accent:#2f5bea;--accent-text:#fff;--danger:#b42318;--badge:#fff4d6;--badge-text:#7a4b00}
@media (prefers-color-scheme:dark){:root{--bg:#14161a;--card:#1f2228;--text:#eceef2;--muted:#a3a8b4;--border:#3a3f4a;--accent:#7c9bff;--accent-text:#0d1020;--danger:#ff8a80;--badge:#3d3113;--badge-text:#ffd98a}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:380px;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:28px}
h1{margin:0 0 4px;font-size:1.5rem}
p{margin:0 0 16px}
.badge{display:inline-block;margin-bottom:12px;padding:2px 10px;border-radius:999px;background:var(--badge);color:var(--badge-text);font-size:.8rem;font-weight:600}
.muted{color:var(--muted);font-size:.9rem}
.error{color:var(--danger);font-weight:600}
label{display:block;margin:12px 0 4px;font-weight:600;font-size:.95rem}
label.check{display:flex;gap:8px;align-items:center;margin-top:16px;font-weight:500}
label.check input{width:auto;margin:0}
#email-verified-hint{margin:4px 0 0}
input{width:100%;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:transparent;color:inherit;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button{width:100%;margin-top:20px;padding:11px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:600;cursor:pointer}
.cancel{display:block;margin-top:12px;text-align:center;color:var(--muted)}
code{font-size:.95rem}
`;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export interface LoginPageInput {
  /** Where the form posts: the interaction URL. */
  action: string;
  cancelHref: string;
  clientId: string;
  name: string;
  email: string;
  /** The "e-mail verified" box; unticked unless the person ticked it before an error. */
  emailVerified?: boolean;
  error?: string;
}

export function renderLoginPage(input: LoginPageInput): string {
  const errorBlock = input.error
    ? `<p class="error" id="form-error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return page(
    'Sign in · sandbox OAuth provider',
    `<main aria-labelledby="title">
<p class="badge">Development sign-in</p>
<h1 id="title">Sign in</h1>
<p class="muted">to <strong>${escapeHtml(input.clientId)}</strong>. This sandbox provider has no passwords: you are signed in as whoever you type below.</p>
${errorBlock}
<form id="login-form" method="post" action="${escapeHtml(input.action)}">
<label for="name">Display name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(input.name)}"${invalid}>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(input.email)}"${invalid}>
<label class="check"><input id="email-verified" name="email_verified" type="checkbox" value="yes" aria-describedby="email-verified-hint"${input.emailVerified ? ' checked' : ''}> The provider has verified this e-mail</label>
<p class="muted" id="email-verified-hint">Unticked, the app gets <code>email_verified: false</code> and will not link this sign-in to an existing account with the same e-mail.</p>
<button id="continue" type="submit">Continue</button>
</form>
<a id="cancel" class="cancel" href="${escapeHtml(input.cancelHref)}">Cancel</a>
</main>`,
  );
}

export function renderErrorPage(input: { error: string; description?: string }): string {
  const description = input.description
    ? `<p id="error-description">${escapeHtml(input.description)}</p>`
    : '';
  return page(
    'Sign-in error · sandbox OAuth provider',
    `<main aria-labelledby="title">
<p class="badge">Development sign-in</p>
<h1 id="title">Sign-in error</h1>
<p><code id="error">${escapeHtml(input.error)}</code></p>
${description}
<p class="muted">Start the sign-in again from the app.</p>
</main>`,
  );
}
