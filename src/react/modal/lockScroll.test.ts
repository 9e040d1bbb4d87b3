// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './lockScroll.js';

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides the overflow and restores the page’s own value on release', () => {
    document.body.style.overflow = 'auto';
    const release = lockScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    release();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('is nested-safe: the page scrolls again only when the last lock goes, in any order', () => {
    const first = lockScroll(document);
    const second = lockScroll(document);
    first();
    expect(document.body.style.overflow).toBe('hidden');
    // A second release of the same lock does not release the other one.
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
    // And it locks again afresh, reading the page's values anew.
    document.body.style.overflow = 'scroll';
    const third = lockScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    third();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('pads the page by the scrollbar it removes, on top of its own padding, and restores it', () => {
    const view = document.defaultView as Window;
    const width = Object.getOwnPropertyDescriptor(view, 'innerWidth');
    Object.defineProperty(view, 'innerWidth', { configurable: true, value: 1024 });
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 1009,
    });
    document.body.style.paddingRight = '10px';
    try {
      const release = lockScroll(document);
      expect(document.body.style.paddingRight).toBe('25px');
      release();
      expect(document.body.style.paddingRight).toBe('10px');
    } finally {
      if (width) Object.defineProperty(view, 'innerWidth', width);
      Reflect.deleteProperty(document.documentElement, 'clientWidth');
    }
  });
});
