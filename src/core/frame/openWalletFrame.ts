import { FRAME_PARENT_ORIGIN_PARAM } from '../../protocol/frameMessages.js';
import {
  createFrameChannel,
  type FrameChannel,
  type FrameChannelOptions,
} from './createFrameChannel.js';

export interface OpenWalletFrameOptions
  extends Omit<FrameChannelOptions, 'iframe' | 'frameOrigin'> {
  /**
   * The frame page (`embedded-wallet-kit/frame`) as the app serves it, on an origin of its own
   * (`https://wallet-frame.example.com/`); its origin is the only one the frame may answer from.
   */
  url: string;
  /** Where the iframe goes. */
  container: HTMLElement;
  /** The iframe's accessible name. Default "Wallet secret". */
  title?: string;
}

/** A frame on the page and connected: the channel, its iframe, and `close()` removes both. */
export interface WalletFrame extends FrameChannel {
  readonly iframe: HTMLIFrameElement;
}

/**
 * Puts the kit's isolated frame on the page and connects to it (`createFrameChannel`). The
 * iframe is told this page's origin (`?parentOrigin=`), may run its script but not navigate
 * the page, open windows or submit forms (`sandbox`), may write to the clipboard (its copy
 * button), and sends no referrer. Its height follows the frame's content (the frame's `size`
 * events, checked and bounded like every message), so nothing in it is cut off or scrolls;
 * its width is the container's. A frame that does not answer from the URL's origin is
 * removed again and the promise rejects (`FRAME_ORIGIN_MISMATCH`, `FRAME_UNAVAILABLE`).
 */
export async function openWalletFrame(options: OpenWalletFrameOptions): Promise<WalletFrame> {
  const { container, url, title, ...channel } = options;
  const view = container.ownerDocument.defaultView;
  const src = new URL(url, view?.location.href);
  src.searchParams.set(FRAME_PARENT_ORIGIN_PARAM, view?.location.origin ?? '');
  const iframe = container.ownerDocument.createElement('iframe');
  iframe.title = title ?? 'Wallet secret';
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  iframe.setAttribute('allow', 'clipboard-write');
  iframe.referrerPolicy = 'no-referrer';
  iframe.src = src.href;
  container.append(iframe);
  try {
    const connected = await createFrameChannel({ ...channel, iframe, frameOrigin: src.origin });
    connected.onEvent('size', ({ height }) => {
      iframe.style.height = `${height}px`;
    });
    return {
      ...connected,
      request: connected.request,
      onEvent: connected.onEvent,
      iframe,
      close() {
        connected.close();
        iframe.remove();
      },
    };
  } catch (error) {
    iframe.remove();
    throw error;
  }
}
