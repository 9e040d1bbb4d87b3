/**
 * The default OAuth redirect page (`${baseUrl}/oauth-callback`): the popup lands here with the
 * provider's answer (id_token in the fragment, code in the query, or an error) and posts it to
 * the window that opened it as `{type: 'embedded-wallet-kit:oauth', result}`, the message the
 * kit's popup flow waits for, then closes. `targetOrigins` are the origins the proxy admits
 * (`*` when any is admitted). Full-page redirect logins need the app's own page as redirect
 * URL instead (set `oauthRedirectUrl` in the proxy configuration).
 */
export function renderOAuthCallbackPage(targetOrigins: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in…</title>
<style>:root { color-scheme: light dark; font-family: system-ui, sans-serif; } body { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }</style>
</head>
<body>
<p id="status">Finishing sign-in…</p>
<script>
(() => {
  const targets = ${JSON.stringify(targetOrigins).replace(/</g, '\\u003c')};
  const params = new URLSearchParams(location.search);
  for (const [k, v] of new URLSearchParams(location.hash.replace(/^#/, ''))) params.set(k, v);
  const result = {};
  const pick = (name, field) => { const v = params.get(name); if (v !== null) result[field] = v; };
  pick('state', 'state'); pick('id_token', 'idToken'); pick('code', 'code');
  pick('error', 'error'); pick('error_description', 'errorDescription');
  const status = document.getElementById('status');
  // The answer must not linger in the history or be sent on as a referrer.
  history.replaceState(null, '', location.pathname);
  if (!window.opener) {
    status.textContent = 'This page completes sign-in popups. For full-page redirects, set the proxy configuration\\'s oauthRedirectUrl to a page of your app.';
    return;
  }
  for (const origin of targets) window.opener.postMessage({ type: 'embedded-wallet-kit:oauth', result }, origin);
  status.textContent = 'Signed in. You can close this window.';
  window.close();
})();
</script>
</body>
</html>
`;
}
