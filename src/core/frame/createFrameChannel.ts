import { bytesToHex } from '../../protocol/encoding.js';
import {
  type FrameEventPayload,
  type FrameEventType,
  type FrameErrorCode as FrameProtocolCode,
  type FrameReplyPayload,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameStrings,
  type FrameTheme,
  frameConnect,
  frameReplyId,
  frameRequest,
  isFrameConnected,
  isFrameReady,
  parseFrameEvent,
  parseFrameReply,
} from '../../protocol/frameMessages.js';
import { FrameError, type FrameErrorCode } from './frameError.js';

export interface FrameChannelOptions {
  /** The iframe showing the frame page, its `src` the frame URL with `?parentOrigin=`. */
  iframe: HTMLIFrameElement;
  /** The origin the frame must be served from, exactly (`https://wallet-frame.example.com`). */
  frameOrigin: string;
  /** The frame's colours; default: the system's. */
  colorScheme?: 'light' | 'dark';
  /**
   * The app's look for the frame to match (scheme, colours as `#rrggbb`, radius, font family;
   * `theme.scheme` over `colorScheme`); change it later with `request('theme', ...)`. A value
   * out of shape makes the frame refuse the connect, so check it first (`frameThemeSchema`).
   */
  theme?: FrameTheme;
  /** Texts of the frame to replace (the app's language). */
  strings?: FrameStrings;
  /** How long the frame may take to load and answer the handshake. Default 15 000 ms. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface FrameRequestOptions {
  signal?: AbortSignal;
}

/** A connected frame: typed requests and events on a channel only it and this page hold. */
export interface FrameChannel {
  readonly frameOrigin: string;
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameReplyPayload<T>>;
  /** Listens to one kind of event of the frame; answers the function that stops listening. */
  onEvent<T extends FrameEventType>(
    type: T,
    listener: (payload: FrameEventPayload<T>) => void,
  ): () => void;
  /** Ends the channel: pending requests reject with `ABORTED`. */
  close(): void;
}

/** The frame's codes the kit has no code of the same name for. */
type Renamed = Exclude<FrameProtocolCode, FrameErrorCode>;

/** The kit's words for the frame's refusals, where they differ; the rest keep theirs. */
const KIT_CODES: Record<Renamed, FrameErrorCode> = {
  INVALID_MESSAGE: 'INTERNAL',
  UNTRUSTED_BUNDLE: 'UNTRUSTED_KEY',
  NOT_READY: 'FAILED_PRECONDITION',
  INVALID_INPUT: 'INVALID_ARGUMENT',
};

const aborted = (what: string) => new FrameError('ABORTED', `${what} was aborted`);

/**
 * Connects to the kit's isolated frame in `iframe` (protocol: `protocol/frameMessages.ts`).
 * Only its `ready` counts: a message from the iframe's window at exactly `frameOrigin` (the
 * frame repeats it until an app connects, so the iframe may have loaded before this runs). The
 * same message from another origin is `FRAME_ORIGIN_MISMATCH` (the frame URL is wrong, or the
 * iframe was navigated away); anything from other windows is ignored. The answer is one
 * `connect` posted to `frameOrigin` only, carrying one end of a fresh `MessageChannel` and a
 * random `channelId` the frame must echo; from then on requests and replies travel on that
 * port alone.
 */
export function createFrameChannel(options: FrameChannelOptions): Promise<FrameChannel> {
  const { iframe, frameOrigin, signal } = options;
  const view = iframe.ownerDocument.defaultView;
  if (!view) throw new FrameError('FRAME_UNAVAILABLE', 'the iframe is not in a window');
  const channelId = bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
  let port: MessagePort | undefined;

  return new Promise<FrameChannel>((resolve, reject) => {
    const stop = () => {
      view.removeEventListener('message', onWindowMessage);
      signal?.removeEventListener('abort', onAbort);
      clearTimeout(timer);
    };
    const fail = (error: FrameError) => {
      stop();
      port?.close();
      reject(error);
    };
    const onAbort = () => fail(aborted('opening the wallet frame'));
    const timer = setTimeout(
      () =>
        fail(
          new FrameError(
            'FRAME_UNAVAILABLE',
            `no wallet frame answered from ${frameOrigin}: is it served there, and does it list ` +
              `this page's origin (${view.location.origin}) in its ewk-frame-parent-origins and ` +
              'its CSP frame-ancestors? A frame that lists none serves no app',
            { details: { frameOrigin } },
          ),
        ),
      options.timeoutMs ?? 15_000,
    );
    function onWindowMessage(event: MessageEvent): void {
      if (event.source !== iframe.contentWindow || !isFrameReady(event.data)) return;
      if (event.origin !== frameOrigin) {
        fail(
          new FrameError(
            'FRAME_ORIGIN_MISMATCH',
            `the wallet frame is served from ${event.origin}, not ${frameOrigin}`,
            { details: { expected: frameOrigin, actual: event.origin } },
          ),
        );
        return;
      }
      connect();
    }
    function connect(): void {
      const target = iframe.contentWindow;
      // One connect: later `ready`s (the frame repeats it until then) change nothing.
      if (!target || port) return;
      const { port1, port2 } = new MessageChannel();
      port = port1;
      port1.onmessage = (event) => {
        if (!isFrameConnected(event.data, channelId)) return;
        stop();
        resolve(openChannel(port1, frameOrigin));
      };
      const message = frameConnect({
        channelId,
        ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
        ...(options.strings ? { strings: options.strings } : {}),
        ...(options.theme ? { theme: options.theme } : {}),
      });
      // Delivered only if the iframe shows a document of exactly that origin.
      target.postMessage(message, frameOrigin, [port2]);
    }
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    view.addEventListener('message', onWindowMessage);
  });
}

function openChannel(port: MessagePort, frameOrigin: string): FrameChannel {
  let nextId = 1;
  let closed = false;
  const pending = new Map<
    number,
    { type: FrameRequestType; resolve(payload: unknown): void; reject(error: FrameError): void }
  >();
  const listeners = new Map<FrameEventType, Set<(payload: never) => void>>();
  port.onmessage = (event) => {
    const id = frameReplyId(event.data);
    const waiting = id === undefined ? undefined : pending.get(id);
    if (waiting && id !== undefined) {
      const reply = parseFrameReply(event.data, waiting.type);
      if (!reply) return;
      pending.delete(id);
      if (reply.ok) waiting.resolve(reply.payload);
      else {
        waiting.reject(
          new FrameError(KIT_CODES[reply.code as Renamed] ?? reply.code, reply.message, {
            details: { frameCode: reply.code },
          }),
        );
      }
      return;
    }
    const frameEvent = parseFrameEvent(event.data);
    if (frameEvent) {
      for (const listener of listeners.get(frameEvent.event) ?? [])
        listener(frameEvent.payload as never);
    }
  };
  return {
    frameOrigin,
    request(type, payload, options = {}) {
      if (closed) return Promise.reject(new FrameError('FRAME_UNAVAILABLE', 'the frame is closed'));
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(aborted(`the frame's ${type}`));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          pending.delete(id);
          reject(aborted(`the frame's ${type}`));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const done = () => signal?.removeEventListener('abort', onAbort);
        pending.set(id, {
          type,
          resolve: (value) => {
            done();
            resolve(value as never);
          },
          reject: (error) => {
            done();
            reject(error);
          },
        });
        port.postMessage(frameRequest(id, type, payload));
      });
    },
    onEvent(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    close() {
      if (closed) return;
      closed = true;
      for (const waiting of pending.values()) waiting.reject(aborted('the frame request'));
      pending.clear();
      port.close();
    },
  };
}
