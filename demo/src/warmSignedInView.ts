/**
 * The text styles the signed-in view paints first (app.tsx's header, home.tsx's heading,
 * walletCard.tsx, panels/sessionPanel.tsx): one element of each kind, in the same classes and
 * nesting, so each computes the same font and size. A constant: no data.
 */
const SIGNED_IN_TEXT = `<main class="demo-main">
<div class="demo-intro"><h1>Signed in</h1><p class="demo-muted">x</p></div>
<div class="demo-columns"><div class="demo-column">
<section class="demo-card"><div class="demo-card-head"><div><h2>Demo wallet</h2><p class="demo-muted">x</p></div></div>
<ul class="demo-accounts"><li><span class="demo-chain">Ethereum</span><span class="demo-address">0x12</span></li></ul>
<div class="demo-actions"><button type="button" class="demo-button demo-button--primary">Sign</button></div></section>
<section class="demo-card"><ul class="demo-checks"><li><span>x</span></li></ul>
<details class="demo-details"><summary>Technical details</summary></details></section>
</div></div>
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
