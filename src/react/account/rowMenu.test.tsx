// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowMenu } from './rowMenu.js';

afterEach(cleanup);

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function renderMenu() {
  const change = vi.fn();
  const remove = vi.fn();
  const onOuterKey = vi.fn();
  render(
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for the dialog's own Escape
    <div onKeyDown={onOuterKey}>
      <RowMenu
        label="Options for grace@example.com"
        focusKey="row:email"
        actions={[
          { label: 'Change', onClick: change },
          { label: 'Remove', onClick: remove },
        ]}
      />
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Options for grace@example.com' });
  return { button, change, remove, onOuterKey };
}

describe('RowMenu', () => {
  it('is a menu button: closed, then open on its first item, named by the button', async () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    await frame();
    const menu = screen.getByRole('menu', { name: 'Options for grace@example.com' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Change' }));
  });

  it('moves with the arrows, Home and End; Escape closes it, not the dialog, focus back', async () => {
    const { button, onOuterKey } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await frame();
    const [change, remove] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(remove);
    fireEvent.keyDown(remove as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(change);
    fireEvent.keyDown(change as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(remove);
    fireEvent.keyDown(remove as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(change);
    onOuterKey.mockClear();
    fireEvent.keyDown(change as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onOuterKey).not.toHaveBeenCalled();
  });

  it('runs the picked action and closes', async () => {
    const { button, remove } = renderMenu();
    fireEvent.click(button);
    await frame();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
