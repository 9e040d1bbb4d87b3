/**
 * A stand-in for Cloudflare Turnstile's script (`challenges.cloudflare.com/turnstile/v0/api.js`,
 * which this offline machine cannot load), for the production React kit's captcha.
 *
 * The kit waits for a Turnstile token before each login request, up to 5 s, even when no site key
 * is configured (`@turnkey/react-wallet-kit` 2.4.3, utils/captcha.mjs: `consumeToken` runs for
 * every e-mail, SMS, passkey and social login, configured or not), so without a captcha every
 * such login paid that wait. The interop sandbox is configured as a production proxy with a
 * captcha is: a site key in `wallet_kit_client_params`, and this script answering each widget at
 * once with Cloudflare's documented dummy token, as its always-passing test key does
 * (developers.cloudflare.com/turnstile/troubleshooting/testing). The sandbox accepts and ignores
 * the `X-Captcha-Token` it then sends, as it says it does.
 */

/** Cloudflare's test site key whose widget always passes. */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';

/** The script's URL pattern, for `BrowserContext.route`. */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js**';

/**
 * The script: `window.turnstile` with the calls `@marsidev/react-turnstile` makes (render,
 * reset, remove, getResponse, isExpired, execute), each widget answered on the next task; then
 * the page's `onload` callback, named in the script's query as Turnstile's own script reads it.
 */
export const TURNSTILE_STAND_IN = `(() => {
  const token = 'XXXX.DUMMY.TOKEN.XXXX';
  const widgets = new Map();
  let count = 0;
  const answer = (id) => setTimeout(() => {
    const widget = widgets.get(id);
    if (!widget) return;
    widget.token = token;
    widget.options.callback?.(token);
  }, 0);
  window.turnstile = {
    render(_element, options) {
      const id = 'stand-in-' + ++count;
      widgets.set(id, { options: options ?? {} });
      answer(id);
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.token = undefined;
      answer(id);
    },
    remove(id) { widgets.delete(id); },
    getResponse(id) { return widgets.get(id)?.token; },
    isExpired() { return false; },
    execute() {},
    ready(callback) { callback(); },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;
