import type { FrameImportKind, FrameStrings } from '../protocol/frameMessages.js';
import { element } from './element.js';

export interface KeyInput {
  /** What the user typed. */
  value(): string;
  /** Shows why the input was refused, beside it; `undefined` clears it. */
  problem(message: string | undefined): void;
  /** Wipes the input and removes it. */
  clear(): void;
}

/**
 * Renders the import input into `root`: a textarea for a recovery phrase or a private key, with
 * what browsers would remember, correct or send to a spell checker turned off. `onFilled` hears
 * when it becomes empty or not (the app enables its import button).
 */
export function showKeyInput(
  root: HTMLElement,
  args: { kind: FrameImportKind; strings: Required<FrameStrings>; onFilled(filled: boolean): void },
): KeyInput {
  const label =
    args.kind === 'mnemonic' ? args.strings.importMnemonic : args.strings.importPrivateKey;
  const input = element('textarea', {
    className: 'secret',
    id: 'ewk-frame-input',
    rows: args.kind === 'mnemonic' ? 4 : 2,
    spellcheck: false,
    attrs: {
      autocomplete: 'off',
      autocorrect: 'off',
      autocapitalize: 'none',
      'aria-describedby': 'ewk-frame-problem',
      'data-1p-ignore': '',
    },
  });
  const problem = element('p', {
    className: 'status',
    id: 'ewk-frame-problem',
    attrs: { role: 'alert', 'data-error': '' },
  });
  const say = (message: string | undefined) => {
    problem.textContent = message ?? '';
    input.setAttribute('aria-invalid', String(Boolean(message)));
  };
  let filled = false;
  input.addEventListener('input', () => {
    const now = input.value.trim() !== '';
    if (now !== filled) {
      filled = now;
      args.onFilled(filled);
    }
    say(undefined);
  });
  root.replaceChildren(
    element('label', { className: 'label', htmlFor: input.id }, label),
    input,
    problem,
  );
  input.focus();
  return {
    value: () => input.value,
    problem: say,
    clear() {
      input.value = '';
      root.replaceChildren();
    },
  };
}
