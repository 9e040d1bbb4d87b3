import type { InboxMessage } from './inboxMessage.js';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only http(s) logos are shown; anything else (javascript:, data:) is dropped. */
function safeLogo(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function renderMessage(m: InboxMessage): string {
  const logo = safeLogo(m.logoUrl);
  return `<article class="msg" data-id="${escapeHtml(m.id)}">
  <header>
    <span class="channel ${m.channel}">${m.channel === 'email' ? 'E-mail' : 'SMS'}</span>
    <span class="to">${escapeHtml(m.to)}</span>
    <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt.replace('T', ' ').slice(0, 19))} UTC</time>
  </header>
  ${logo ? `<img class="logo" src="${escapeHtml(logo)}" alt="" width="32" height="32">` : ''}
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <p class="code" aria-label="code">${escapeHtml(m.code)}</p>
  <pre>${escapeHtml(m.body)}</pre>
</article>`;
}

/**
 * The dev inbox as a page a person reads: newest first, refreshed live by a small inline script
 * that polls the JSON form of the same path (no external assets, works offline). The server
 * renders the first view, so it reads without JavaScript too.
 */
export function renderInboxPage(messages: InboxMessage[], filter?: string): string {
  const list =
    messages.length > 0
      ? messages.map(renderMessage).join('\n')
      : '<p class="empty">No messages yet.</p>';
  const title = filter ? `Dev inbox: ${escapeHtml(filter)}` : 'Dev inbox';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.4rem; } .hint { color: GrayText; font-size: .9rem; }
  .msg { border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: .6rem; padding: .8rem 1rem; margin: .8rem 0; }
  .msg header { display: flex; gap: .8rem; align-items: baseline; flex-wrap: wrap; font-size: .9rem; }
  .channel { font-weight: 600; } .to { font-family: ui-monospace, monospace; } time { color: GrayText; margin-left: auto; }
  .logo { float: right; border-radius: .3rem; }
  h2 { font-size: 1rem; margin: .6rem 0 .2rem; }
  .code { font: 600 1.8rem ui-monospace, monospace; letter-spacing: .25em; margin: .4rem 0; user-select: all; }
  pre { white-space: pre-wrap; font-family: inherit; margin: 0; }
  .empty { color: GrayText; }
</style>
</head>
<body>
<h1>${title}</h1>
<p class="hint">Codes the sandbox sends by e-mail and SMS land here (newest first; this page updates itself). JSON: send <code>Accept: application/json</code>, optionally <code>?to=&lt;contact&gt;</code>.</p>
<main id="messages" aria-live="polite">
${list}
</main>
<script>
(() => {
  const main = document.getElementById('messages');
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
  const logoOf = (u) => { try { const p = new URL(u); return p.protocol === 'http:' || p.protocol === 'https:' ? p.href : ''; } catch { return ''; } };
  const render = (m) => {
    const logo = m.logoUrl ? logoOf(m.logoUrl) : '';
    return '<article class="msg" data-id="' + esc(m.id) + '"><header><span class="channel ' + esc(m.channel) + '">' +
      (m.channel === 'email' ? 'E-mail' : 'SMS') + '</span><span class="to">' + esc(m.to) + '</span><time datetime="' +
      esc(m.sentAt) + '">' + esc(m.sentAt.replace('T', ' ').slice(0, 19)) + ' UTC</time></header>' +
      (logo ? '<img class="logo" src="' + esc(logo) + '" alt="" width="32" height="32">' : '') +
      (m.subject ? '<h2>' + esc(m.subject) + '</h2>' : '') + '<p class="code" aria-label="code">' + esc(m.code) +
      '</p><pre>' + esc(m.body) + '</pre></article>';
  };
  let last = main.querySelector('.msg')?.getAttribute('data-id') ?? '';
  const poll = async () => {
    try {
      const res = await fetch(location.pathname + location.search, { headers: { accept: 'application/json' }, cache: 'no-store' });
      if (res.ok) {
        const { messages } = await res.json();
        const first = messages[0]?.id ?? '';
        if (first !== last) {
          last = first;
          main.innerHTML = messages.length ? messages.map(render).join('') : '<p class="empty">No messages yet.</p>';
        }
      }
    } catch {}
    setTimeout(poll, 1500);
  };
  setTimeout(poll, 1500);
})();
</script>
</body>
</html>
`;
}
