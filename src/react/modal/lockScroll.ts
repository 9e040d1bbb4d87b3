interface Lock {
  holders: number;
  restore(): void;
}

const locks = new WeakMap<Document, Lock>();

/**
 * Stops the page behind a modal from scrolling (the Radix Dialog pattern; a native modal
 * `<dialog>` makes the page inert but still lets the wheel and touch scroll it), and returns the
 * release. Nested-safe: locks count per document and the last release restores the page's own
 * `overflow` and `padding-right`, as they were before the first lock. The scrollbar's width is
 * added as padding so the page does not shift sideways when its scrollbar goes. Called from an
 * effect, never at import or on the server.
 */
export function lockScroll(doc: Document): () => void {
  let lock = locks.get(doc);
  if (!lock) {
    const { body, documentElement } = doc;
    const view = doc.defaultView;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // (No layout, no scrollbar: a document that is not rendered has a client width of 0.)
    const scrollbar =
      view && documentElement.clientWidth > 0 ? view.innerWidth - documentElement.clientWidth : 0;
    if (scrollbar > 0 && view) {
      const padding = Number.parseFloat(view.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
    lock = {
      holders: 0,
      restore() {
        body.style.overflow = before.overflow;
        body.style.paddingRight = before.paddingRight;
      },
    };
    locks.set(doc, lock);
  }
  const held = lock;
  held.holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders === 0) {
      held.restore();
      locks.delete(doc);
    }
  };
}
