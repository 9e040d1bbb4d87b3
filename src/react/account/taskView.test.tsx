// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultStrings } from '../modal/defaultStrings.js';
import { type AccountNav, AccountNavContext } from './accountNav.js';
import { ACCOUNT_STRINGS, type AllAccountStrings } from './accountStrings.js';
import { RETURN_AFTER_MS, TaskView } from './taskView.js';
import type { TaskPhase } from './useAccountTask.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const strings = { ...defaultStrings, ...ACCOUNT_STRINGS } as AllAccountStrings;

function renderPhase(phase: TaskPhase, direct = false) {
  const nav = {
    strings,
    direct,
    back: vi.fn(),
    close: vi.fn(),
    announce: vi.fn(),
  } as unknown as AccountNav;
  const task = { phase, run: vi.fn(), cancel: vi.fn(), reset: vi.fn() };
  render(
    <AccountNavContext.Provider value={nav}>
      <TaskView title="Add a passkey" task={task} onRetry={() => {}}>
        <p>form</p>
      </TaskView>
    </AccountNavContext.Provider>,
  );
  return nav;
}

describe('TaskView', () => {
  it('a success: its short title, said, then back on the profile by itself, said too', () => {
    const nav = renderPhase({
      name: 'done',
      title: 'Passkey added',
      message: '“Mac” logs you in.',
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Passkey added');
    expect(nav.announce).toHaveBeenCalledWith('“Mac” logs you in.');
    act(() => vi.advanceTimersByTime(RETURN_AFTER_MS - 1));
    expect(nav.back).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(nav.back).toHaveBeenCalledOnce();
    expect(nav.announce).toHaveBeenLastCalledWith('Back on your account.');
  });

  it('stays on a success the app opened alone, or one with something to keep', () => {
    const alone = renderPhase({ name: 'done', message: 'Saved.' }, true);
    act(() => vi.advanceTimersByTime(RETURN_AFTER_MS * 2));
    expect(alone.back).not.toHaveBeenCalled();
    cleanup();
    const kept = renderPhase({ name: 'done', message: 'The signature:', detail: <code>0x1</code> });
    act(() => vi.advanceTimersByTime(RETURN_AFTER_MS * 2));
    expect(kept.back).not.toHaveBeenCalled();
  });

  it('a failure: titled by its kind, the words an alert, Try again first', () => {
    renderPhase({ name: 'error', title: 'No connection', message: 'Check your connection.' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No connection');
    expect(screen.getByRole('alert').textContent).toBe('Check your connection.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Try again', 'Back']);
  });
});
