import { describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../core/index.js';
import { createAuthModalController } from './createAuthModalController.js';

describe('createAuthModalController', () => {
  it('open() resolves with the login on success; close() after success rejects nothing', async () => {
    const modal = createAuthModalController();
    const listener = vi.fn();
    modal.subscribe(listener);
    const opened = modal.open();
    expect(modal.getSnapshot().open).toBe(true);
    expect(modal.open()).toBe(opened);
    const result = { created: false } as LoginResult;
    modal.succeed(result);
    await expect(opened).resolves.toBe(result);
    modal.close();
    expect(modal.getSnapshot().open).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('close() rejects a pending open() with USER_CANCELLED, and it may open again at once', async () => {
    const modal = createAuthModalController();
    const first = modal.open();
    modal.close();
    await expect(first).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    const second = modal.open();
    expect(second).not.toBe(first);
    expect(modal.getSnapshot().open).toBe(true);
  });

  it('the first registered modal owns the dialog; the next takes over when it leaves', () => {
    const modal = createAuthModalController();
    const leaveA = modal.register('a');
    const leaveB = modal.register('b');
    expect(modal.getSnapshot().owner).toBe('a');
    leaveA();
    expect(modal.getSnapshot().owner).toBe('b');
    leaveB();
    expect(modal.getSnapshot().owner).toBeUndefined();
  });

  it('reads no browser global until opened (SSR)', () => {
    expect(typeof document).toBe('undefined');
    const modal = createAuthModalController();
    void modal.open();
    expect(modal.opener).toBeNull();
    modal.close();
  });
});
