import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';

/**
 * Moves the focus, when it mounts, to its `data-autofocus` control, else its first control,
 * else itself: each screen and each step of a screen (a wait, an outcome) puts keyboard and
 * screen-reader users on what to do next, inside the dialog. `focusKey`: a control to return
 * to instead (`data-focus-key`, the button that opened the screen the user comes back from).
 */
export function FocusFirst(props: { children: ReactNode; focusKey?: string }): ReactElement {
  const root = useRef<HTMLDivElement>(null);
  const { focusKey } = props;
  useEffect(() => {
    const element = root.current;
    const pick = (selector: string) => element?.querySelector<HTMLElement>(selector);
    (
      (focusKey ? pick(`[data-focus-key="${CSS.escape(focusKey)}"]`) : null) ??
      pick('[data-autofocus]:not(:disabled)') ??
      pick('button:not(:disabled), input:not(:disabled), select, textarea') ??
      element
    )?.focus();
  }, [focusKey]);
  return (
    <div ref={root} className="ewk-stack" tabIndex={-1}>
      {props.children}
    </div>
  );
}
