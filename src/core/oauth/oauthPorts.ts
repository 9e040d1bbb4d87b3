/** A popup window the kit drives through an OAuth login. */
export interface OAuthPopup {
  readonly closed: boolean;
  navigate(url: string): void;
  close(): void;
  /** The popup's `Window`: messages from anything else are ignored. */
  readonly source?: unknown;
}

export interface OAuthMessageEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The browser parts of an OAuth popup login, as a port (`window.open`, `message` events), so
 * the flow runs in Node tests with a scripted "popup".
 */
export interface OAuthPopupPort {
  /** Opens an empty popup, synchronously (inside the user's click, or browsers block it). */
  open(): OAuthPopup | null;
  onMessage(listener: (event: OAuthMessageEvent) => void): () => void;
}

/** `window.open` and `message` events; read when called, never at import time. */
export const browserOAuthPopup: OAuthPopupPort = {
  open() {
    const popup = window.open(
      'about:blank',
      'embedded-wallet-kit-oauth',
      'popup,width=500,height=700',
    );
    if (!popup) return null;
    return {
      get closed() {
        return popup.closed;
      },
      navigate(url) {
        popup.location.href = url;
      },
      close() {
        popup.close();
      },
      source: popup,
    };
  },
  onMessage(listener) {
    const handler = (event: MessageEvent) =>
      listener({ origin: event.origin, source: event.source, data: event.data });
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  },
};
