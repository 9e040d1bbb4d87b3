/**
 * The isolated frame's one script (DESIGN.md, `src/frame/`): served with its page from an
 * origin of its own, it talks to the app that opened it only through the checked protocol of
 * `protocol/frameMessages.ts`, and keeps every secret in its own DOM and memory.
 */
import {
  frameConnected,
  frameEvent,
  frameFailure,
  frameReady,
  frameReply,
  parseFrameConnect,
  parseFrameRequest,
} from '../protocol/frameMessages.js';
import { applyTheme } from './applyTheme.js';
import { createFrameSession, type FrameRefusal } from './createFrameSession.js';
import { DEFAULT_FRAME_STRINGS } from './frameStrings.js';
import { readFrameConfig } from './readFrameConfig.js';
import { watchHeight } from './watchHeight.js';

const root = document.getElementById('frame') ?? document.body;
const NOT_CONFIGURED =
  "This wallet frame serves no app yet: list your app's origin in its ewk-frame-parent-origins " +
  'meta tag and its CSP frame-ancestors (embedded-wallet-kit README, "The isolated frame").';
const config = readFrameConfig(document, location);

/** Counted on the page, for the people and tests that want to see refusals happen. */
function refused(): void {
  root.dataset.refusedMessages = String(Number(root.dataset.refusedMessages ?? 0) + 1);
}

if (!config.configured) {
  // Nobody configured it: it serves no app, and says how to set it up (README, "The isolated
  // frame"). The same words in the console, for the developer whose app waits for it.
  root.dataset.state = 'refused';
  root.dataset.reason = 'unconfigured';
  root.textContent = NOT_CONFIGURED;
  console.error(NOT_CONFIGURED);
} else if (window.parent === window || config.parentOrigin === undefined) {
  // Opened on its own, or by an app origin it does not serve: it never speaks.
  root.dataset.state = 'refused';
  root.textContent = 'This page works only inside the app that opened it.';
} else {
  const parentOrigin = config.parentOrigin;
  const onConnect = (event: MessageEvent) => {
    const connect =
      event.source === window.parent && event.origin === parentOrigin
        ? parseFrameConnect(event.data)
        : undefined;
    const port = event.ports[0];
    if (!connect || !port) {
      refused();
      return;
    }
    // One app, one channel: later `connect`s (and any other window message) are refused.
    clearInterval(heartbeat);
    window.removeEventListener('message', onConnect);
    window.addEventListener('message', refused);
    const page = document.documentElement;
    applyTheme(page, { scheme: connect.colorScheme, ...connect.theme });
    const session = createFrameSession({
      root,
      signerKey: config.signerKey,
      strings: { ...DEFAULT_FRAME_STRINGS, ...connect.strings },
      onInputFilled: (filled) => port.postMessage(frameEvent('import.input', { filled })),
    });
    port.onmessage = (message) => {
      const parsed = parseFrameRequest(message.data);
      if (!parsed.ok) {
        refused();
        if (parsed.id !== undefined) {
          port.postMessage(frameFailure(parsed.id, 'INVALID_MESSAGE', parsed.reason));
        }
        return;
      }
      const { id } = parsed.message;
      session.handle(parsed.message).then(
        (payload) => port.postMessage(frameReply(id, payload as never)),
        (error: FrameRefusal) => port.postMessage(frameFailure(id, error.code, error.message)),
      );
    };
    root.dataset.state = 'idle';
    port.postMessage(frameConnected(connect.channelId));
    watchHeight(page, (height) => port.postMessage(frameEvent('size', { height })));
  };
  window.addEventListener('message', onConnect);
  root.dataset.state = 'waiting';
  // Posted to the app's origin only: if another origin embedded this page, nobody hears it.
  // Again until the app connects, for an app that starts listening after this page loaded
  // (its iframe rendered before the code that connects runs); for two minutes at most.
  const ready = () => window.parent.postMessage(frameReady(), parentOrigin);
  const started = Date.now();
  const heartbeat = setInterval(() => {
    if (Date.now() - started > 120_000) clearInterval(heartbeat);
    else ready();
  }, 250);
  ready();
}
