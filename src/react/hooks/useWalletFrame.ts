import { useEffect, useRef, useState } from 'react';
import { KitError, openWalletFrame, type WalletFrame } from '../../core/index.js';
import type { FrameStrings } from '../../protocol/index.js';
import { useWalletKitContext } from '../context/useWalletKitContext.js';

export interface UseWalletFrameParameters {
  /** The frame page; default the provider's `frameUrl`. */
  url?: string;
  /** The frame's colours; default the system's. */
  colorScheme?: 'light' | 'dark';
  /** The iframe's accessible name. */
  title?: string;
  /** The frame's texts to replace (read when it opens). */
  strings?: FrameStrings;
}

/**
 * The isolated frame (`openWalletFrame`) in an element of this component: pass `container` as
 * the element's `ref`; `frame` is the connected channel once the frame answered from its own
 * origin, for `useExport` / `useImport`. The iframe is removed with the element (or when the
 * URL changes); `retry()` opens it again after a failure (`error`, a `FrameError`).
 */
export function useWalletFrame(parameters: UseWalletFrameParameters = {}) {
  const { frameUrl } = useWalletKitContext().callbacks();
  const url = parameters.url ?? frameUrl;
  const { colorScheme, title } = parameters;
  const strings = useRef(parameters.strings);
  strings.current = parameters.strings;
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ frame?: WalletFrame; error?: unknown }>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` opens it again
  useEffect(() => {
    if (!container) return;
    if (!url) {
      setState({ error: new KitError('FAILED_PRECONDITION', 'no frameUrl is configured') });
      return;
    }
    const controller = new AbortController();
    let opened: WalletFrame | undefined;
    setState({});
    openWalletFrame({
      url,
      container,
      ...(colorScheme ? { colorScheme } : {}),
      ...(title ? { title } : {}),
      ...(strings.current ? { strings: strings.current } : {}),
      signal: controller.signal,
    }).then(
      (frame) => {
        opened = frame;
        if (controller.signal.aborted) frame.close();
        else setState({ frame });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error });
      },
    );
    return () => {
      controller.abort();
      opened?.close();
    };
  }, [container, url, colorScheme, title, attempt]);
  return {
    /** The element the iframe goes into: `<div ref={container} />`. */
    container: setContainer,
    frame: state.frame,
    error: state.error,
    isOpening: Boolean(container && url) && !state.frame && !state.error,
    retry: () => setAttempt((n) => n + 1),
  };
}
