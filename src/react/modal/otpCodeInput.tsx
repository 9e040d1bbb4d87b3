import { type ClipboardEvent, type KeyboardEvent, type ReactElement, useId, useRef } from 'react';
import { formatString } from './formatString.js';

export interface OtpCodeInputProps {
  /** One box per character (spec "OTP length and type": 6 to 9). */
  length: number;
  /** Digits only when false: numeric keyboard on phones. */
  alphanumeric: boolean;
  /** The characters typed so far, one per box ('' for an empty box). */
  value: readonly string[];
  onChange(value: string[]): void;
  /** Every box is filled (typed, pasted or autofilled). */
  onComplete(code: string): void;
  disabled?: boolean;
  /** A check is running: the boxes keep their characters and the focus, and take no typing. */
  readOnly?: boolean;
  invalid?: boolean;
  /**
   * The boxes hold a code the service refused or never checked (the check went nowhere), shown
   * as one selection: a character typed into the first box starts a new code (the others
   * empty), as typing over a selected field would, and deleting it deletes them all; a character
   * typed into another box corrects that box only. Without it, typing over the kept digits would
   * complete, and send, a mix of the old code and the new one at the first keystroke.
   */
  replaceOnType?: boolean;
  /** The group's accessible name. */
  label: string;
  /** `{index}` and `{length}` placeholders: each box's accessible name. */
  characterLabel: string;
  describedBy?: string;
}

/** Keeps what a code may hold: digits, or digits and letters upper-cased (codes ignore case). */
export const sanitizeCode = (text: string, alphanumeric: boolean): string =>
  alphanumeric ? text.toUpperCase().replace(/[^0-9A-Z]/g, '') : text.replace(/\D/g, '');

/**
 * The code entry: one box per character, each named for screen readers ("Character 2 of 6").
 * Pasting, or a one-time-code autofill (`autocomplete="one-time-code"`, WHATWG HTML
 * "Autofill"), fills the boxes from the first; typing moves on, Backspace and the arrow keys
 * move back.
 */
export function OtpCodeInput(props: OtpCodeInputProps): ReactElement {
  const { length, alphanumeric, value } = props;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const groupId = useId();

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `chars` from box `start` on (from box 0 when they make a whole code). */
  const fill = (start: number, chars: string) => {
    const from = chars.length >= length ? 0 : start;
    const fresh = props.replaceOnType && from === 0;
    const next = Array.from({ length }, (_, i) => (fresh ? '' : (value[i] ?? '')));
    for (let i = 0; i < chars.length && from + i < length; i++) next[from + i] = chars[i] ?? '';
    props.onChange(next);
    focusBox(from + chars.length);
    if (next.every((c) => c !== '')) props.onComplete(next.join(''));
  };

  const onInput = (index: number, raw: string) => {
    let chars = sanitizeCode(raw, alphanumeric);
    // A character typed into a filled box (caret before or after the old one): keep the new one.
    const old = value[index] ?? '';
    if (chars.length === 2 && old !== '' && chars.includes(old)) {
      chars = chars[0] === old ? chars.slice(1) : chars.slice(0, 1);
    }
    if (chars === '') {
      // Deleting the first of a refused code's digits deletes the code (as with a selection).
      const all = props.replaceOnType && index === 0;
      const next = Array.from({ length }, (_, i) => (all ? '' : (value[i] ?? '')));
      next[index] = '';
      props.onChange(next);
      return;
    }
    fill(index, chars);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const chars = sanitizeCode(event.clipboardData.getData('text'), alphanumeric);
    if (chars !== '') fill(index, chars);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A character key writes its character here, whatever the box held: typed over the same
    // character, selected, the box's value would not change, so no change event would come and
    // the focus would not move on (retyping a refused code often starts with the same digit).
    // Phone keyboards send no such key ("Unidentified"): their input comes through onChange.
    const typed =
      event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
        ? sanitizeCode(event.key, alphanumeric)
        : '';
    if (typed !== '') {
      event.preventDefault();
      fill(index, typed);
    } else if (event.key === 'Backspace' && (value[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = Array.from({ length }, (_, i) => value[i] ?? '');
      next[index - 1] = '';
      props.onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <fieldset className="ewk-code" aria-describedby={props.describedBy}>
      <legend className="ewk-visually-hidden" id={groupId}>
        {props.label}
      </legend>
      {Array.from({ length }, (_, index) => (
        <input
          // The boxes are positions, not list items: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="ewk-code-box"
          type="text"
          inputMode={alphanumeric ? 'text' : 'numeric'}
          pattern={alphanumeric ? '[0-9A-Za-z]*' : '[0-9]*'}
          autoComplete="one-time-code"
          autoCapitalize={alphanumeric ? 'characters' : 'off'}
          autoCorrect="off"
          spellCheck={false}
          aria-label={formatString(props.characterLabel, { index: index + 1, length })}
          aria-invalid={props.invalid ? true : undefined}
          data-autofocus={index === 0 ? '' : undefined}
          disabled={props.disabled}
          readOnly={props.readOnly}
          value={value[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
