// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpCodeInput, sanitizeCode } from './otpCodeInput.js';

afterEach(cleanup);

function Harness(props: {
  length: number;
  alphanumeric: boolean;
  onComplete(code: string): void;
  initial?: string;
  replaceOnType?: boolean;
}) {
  const [value, setValue] = useState<string[]>(() =>
    Array.from({ length: props.length }, (_, i) => props.initial?.[i] ?? ''),
  );
  return (
    <OtpCodeInput
      length={props.length}
      alphanumeric={props.alphanumeric}
      value={value}
      onChange={setValue}
      onComplete={props.onComplete}
      replaceOnType={props.replaceOnType}
      label="Code"
      characterLabel="Character {index} of {length}"
    />
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((b) => b.value);
const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: () => text } });

/** Six boxes holding the refused code 123456 (the code screen after a wrong code). */
function renderRefused() {
  const onComplete = vi.fn();
  render(
    <Harness
      length={6}
      alphanumeric={false}
      onComplete={onComplete}
      initial="123456"
      replaceOnType
    />,
  );
  return onComplete;
}

describe('OtpCodeInput', () => {
  it('names each box, and a group for the whole code', () => {
    render(<Harness length={6} alphanumeric={false} onComplete={() => {}} />);
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Character 1 of 6',
      'Character 2 of 6',
      'Character 3 of 6',
      'Character 4 of 6',
      'Character 5 of 6',
      'Character 6 of 6',
    ]);
    expect(screen.getByRole('group', { name: 'Code' })).toBeDefined();
  });

  it('a whole code pasted into any box fills every box from the first, and completes', () => {
    const onComplete = vi.fn();
    render(<Harness length={6} alphanumeric={false} onComplete={onComplete} />);
    paste(boxes()[4] as HTMLElement, '12 34 56');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('typing moves forward, Backspace on an empty box and arrows move back', () => {
    const onComplete = vi.fn();
    render(<Harness length={6} alphanumeric={false} onComplete={onComplete} />);
    const [a, b, c] = boxes() as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    a.focus();
    fireEvent.change(a, { target: { value: '7' } });
    expect(document.activeElement).toBe(b);
    fireEvent.change(b, { target: { value: 'x' } });
    expect(b.value).toBe('');
    fireEvent.change(b, { target: { value: '8' } });
    expect(document.activeElement).toBe(c);
    fireEvent.keyDown(c, { key: 'Backspace' });
    expect(document.activeElement).toBe(b);
    expect(values().slice(0, 2)).toEqual(['7', '']);
    fireEvent.keyDown(b, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(b);
    // A character typed into a filled box replaces it.
    fireEvent.change(a, { target: { value: '79' } });
    expect(values()[0]).toBe('9');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a refused code kept in the boxes: typing in the first box starts a new code, the same digit too', () => {
    const onComplete = renderRefused();
    const [a, b] = boxes() as [HTMLInputElement, HTMLInputElement];
    a.focus();
    // The same digit as the one it replaces: a key press, no change of value, still a new code.
    fireEvent.keyDown(a, { key: '1' });
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(document.activeElement).toBe(b);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a refused code: deleting its first digit deletes it all; a correction elsewhere completes', () => {
    const onComplete = renderRefused();
    const all = boxes();
    fireEvent.change(all[3] as HTMLElement, { target: { value: '9' } });
    expect(onComplete).toHaveBeenCalledWith('123956');
    fireEvent.change(all[0] as HTMLElement, { target: { value: '' } });
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('alphanumeric codes take letters, upper-cased, with a text keyboard', () => {
    const onComplete = vi.fn();
    render(<Harness length={8} alphanumeric onComplete={onComplete} />);
    expect(boxes()[0]?.getAttribute('inputmode')).toBe('text');
    paste(boxes()[0] as HTMLElement, 'ab3d-ef7h');
    expect(onComplete).toHaveBeenCalledWith('AB3DEF7H');
  });

  it('sanitizeCode keeps what a code may hold', () => {
    expect(sanitizeCode(' 12-3a4 ', false)).toBe('1234');
    expect(sanitizeCode(' ab-3 ', true)).toBe('AB3');
  });
});
