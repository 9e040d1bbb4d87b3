/**
 * The text styles the signed-in view paints first (app.tsx's header, dashboard.tsx's contents,
 * panels/sessionPanel.tsx with a new wallet's attestation facts): one element of each kind, in
 * the same classes and nesting, so each computes the same font and size. A constant: no data.
 */
const SIGNED_IN_TEXT = `<main class="demo-main">
<section class="demo-panel demo-session"><h1>Signed in</h1>
<dl class="demo-facts"><dt>Session</dt><dd>read-write, key <code>02ab</code>
<span class="demo-badge demo-badge--ok">ok</span><span class="demo-muted demo-block">x</span>
<dl class="demo-facts demo-facts--nested"><dt>PCR0</dt><dd><code>ab</code><span class="demo-muted">x</span></dd></dl>
</dd></dl>
<div class="demo-actions"><button type="button" class="demo-button demo-button--primary">Log out</button></div>
</section>
<nav class="demo-toc"><a href="#session-title">Authenticators</a></nav>
</main>`;

/**
 * Warms, while the page is idle (the visitor is reading, or typing a code), what the first
 * signed-in frame would otherwise do on the spot:
 * - the page's first date formatting (the expiry time, `toLocaleTimeString`, and a new wallet's
 *   attestation time, `toLocaleString`) loads ICU's locale data and builds each format: 25-80 ms
 *   of one task on a slow machine. Made here with the very calls the panel makes.
 * - each font at a size the page has not drawn yet costs its layout a round trip to the browser
 *   process for the font's rendering settings (Chromium on Linux,
 *   `GetWebFontRenderStyleForStrike`): about 2 of that frame's 4-5 ms of layout here. A hidden
 *   copy of the view's text styles is laid out once and removed, which leaves those fonts in the
 *   renderer's font cache.
 */
export function warmSignedInView(): void {
  const warm = () => {
    const date = new Date(0);
    date.toLocaleTimeString();
    date.toLocaleString();
    const copy = document.createElement('div');
    copy.className = 'ewk-root demo-page';
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    copy.style.cssText =
      'position:absolute;left:-10000px;top:0;width:800px;min-height:0;visibility:hidden;pointer-events:none';
    copy.innerHTML = SIGNED_IN_TEXT;
    document.body.append(copy);
    // Reading a size lays the copy out now (text shaping included), then it goes.
    void copy.offsetHeight;
    copy.remove();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}
