import type { FrameExportKind, FrameStrings } from '../protocol/frameMessages.js';
import { element } from './element.js';

/**
 * Renders an exported secret into `root`, hidden until the user reveals it; copy puts it on the
 * clipboard (the app's iframe must allow `clipboard-write`). While hidden, the text is not in
 * the DOM at all. Answers a function that wipes it.
 */
export function showSecret(
  root: HTMLElement,
  args: { text: string; kind: FrameExportKind; title?: string; strings: Required<FrameStrings> },
): () => void {
  const { strings, kind } = args;
  let text: string | undefined = args.text;
  const labelId = 'ewk-frame-secret-label';
  const box = element('div', {
    className: 'secret',
    attrs: { role: 'group', 'aria-labelledby': labelId },
  });
  const status = element('p', { className: 'status', attrs: { role: 'status' } });
  const toggle = element('button', { type: 'button' });
  const copy = element('button', {
    type: 'button',
    className: 'primary',
    textContent: strings.copy,
  });
  const render = (revealed: boolean) => {
    box.replaceChildren();
    status.textContent = '';
    // The label says what a press does; no `aria-pressed` beside it (WAI-ARIA APG, "Button":
    // a toggle's label stays the same while its state changes).
    toggle.textContent = revealed ? strings.hide : strings.reveal;
    if (!revealed || text === undefined) {
      box.toggleAttribute('data-hidden', true);
      box.textContent = strings.hidden;
      return;
    }
    box.toggleAttribute('data-hidden', false);
    if (kind === 'mnemonic') {
      box.append(element('ol', {}, ...text.split(' ').map((word) => element('li', {}, word))));
    } else {
      box.textContent = text;
    }
  };
  let revealed = false;
  toggle.addEventListener('click', () => {
    revealed = !revealed;
    render(revealed);
  });
  const say = (failed: boolean) => {
    status.toggleAttribute('data-error', failed);
    status.textContent = failed ? strings.copyFailed : strings.copied;
  };
  copy.addEventListener('click', () => {
    if (text === undefined) return;
    // Refused: no clipboard permission in this embedding; the user can still select the text.
    navigator.clipboard.writeText(text).then(
      () => say(false),
      () => say(true),
    );
  });
  const title = args.title ?? strings[kind];
  root.replaceChildren(
    element('p', { className: 'label', id: labelId }, title),
    box,
    element('div', { className: 'actions' }, toggle, copy),
    status,
  );
  render(false);
  return () => {
    text = undefined;
    root.replaceChildren();
  };
}
