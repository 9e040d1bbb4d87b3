/**
 * The messages between an app and the kit's isolated frame (`embedded-wallet-kit/frame`, served
 * from an origin of its own), typed and versioned, checked by both sides.
 *
 * 1. Handshake, on `window.postMessage` with exact target origins: the frame, loaded with
 *    `?parentOrigin=<the app's origin>`, posts `ready` to that origin only; the app answers
 *    `connect` to the frame's origin only, transferring one `MessagePort` of a fresh
 *    `MessageChannel` and naming a random `channelId`. The frame takes the first `connect` from
 *    its parent window at the parent origin, and nothing else; the app takes `ready` only from
 *    its iframe's window at the frame origin.
 * 2. Everything else travels on that port, which only the two ends hold: requests (`id`,
 *    `type`, `payload`), one reply each (`ok` with a payload, or an error `code`), and events.
 *
 * What crosses is public keys, bundles and ciphertext, never a secret: the frame shows a
 * decrypted export and takes typed key material in its own DOM.
 */
import {
  type Infer,
  literalUnion,
  object,
  optional,
  type Schema,
  string,
  validate,
} from './schema.js';

/** Tag of every message of this protocol, so unrelated `postMessage` traffic is told apart. */
export const FRAME_PROTOCOL = 'embedded-wallet-kit/frame';
/** Bumped on any incompatible change; both sides refuse another version. */
export const FRAME_PROTOCOL_VERSION = 1;

/** The query parameter of the frame URL that names the app's origin. */
export const FRAME_PARENT_ORIGIN_PARAM = 'parentOrigin';

const bundle = /* @__NO_SIDE_EFFECTS__ */ () => string({ min: 1, maxBytes: 16_384 });
const id = /* @__NO_SIDE_EFFECTS__ */ () => string({ min: 1, maxBytes: 256 });
const label = /* @__NO_SIDE_EFFECTS__ */ () => optional(string({ min: 1, maxBytes: 200 }));

/** What an export shows: a wallet's mnemonic, a raw private key, or a secret's text. */
export const FRAME_EXPORT_KINDS = ['mnemonic', 'privateKey', 'secret'] as const;
export type FrameExportKind = (typeof FRAME_EXPORT_KINDS)[number];
/** What an import takes: a mnemonic, or a private key. */
export const FRAME_IMPORT_KINDS = ['mnemonic', 'privateKey'] as const;
export type FrameImportKind = (typeof FRAME_IMPORT_KINDS)[number];
/**
 * How a private key is written: 64 hex digits (an optional `0x`), or Solana's base58 of the
 * 64-byte key pair (the 32-byte seed, then its public key), as wallets show them.
 */
export const FRAME_KEY_FORMATS = ['hexadecimal', 'solana'] as const;
export type FrameKeyFormat = (typeof FRAME_KEY_FORMATS)[number];

/** Texts the frame shows, replaceable by the app (its language). */
export const frameStringsSchema = object({
  mnemonic: label(),
  privateKey: label(),
  secret: label(),
  reveal: label(),
  hide: label(),
  copy: label(),
  copied: label(),
  copyFailed: label(),
  importMnemonic: label(),
  importPrivateKey: label(),
  hidden: label(),
});
export type FrameStrings = Infer<typeof frameStringsSchema>;

const scheme = /* @__NO_SIDE_EFFECTS__ */ () => optional(literalUnion(['light', 'dark']));

/** A whole number of CSS pixels within bounds: sizes and radii, never a length in words. */
const pixels = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number): Schema<number> => {
  const rule = `whole pixels, ${min} to ${max}`;
  return {
    kind: 'number',
    rule,
    check(value, path, issues) {
      if (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) {
        return value as number;
      }
      issues.push({ path, message: `must be ${rule}` });
      return undefined;
    },
  };
};

/**
 * A colour as `#rrggbb` or `#rrggbbaa` only: the frame sets it as a CSS custom property, so
 * nothing else (a `url()`, a `var()`, a `;` or a brace) can ever reach its stylesheet.
 */
const color = /* @__NO_SIDE_EFFECTS__ */ () =>
  optional(string({ pattern: /^#[0-9a-f]{6}(?:[0-9a-f]{2})?$/i, patternName: '#rrggbb' }));

/**
 * The colours of the app's modal the frame takes, named as the kit's stylesheet names them
 * (`--ewk-bg`, `--ewk-fg`, ...), each for one of the frame's CSS custom properties.
 */
export const FRAME_THEME_COLORS = [
  'bg',
  'fg',
  'muted',
  'border',
  'controlBorder',
  'surface',
  'error',
  'focus',
  'primary',
  'primaryFg',
] as const;

/**
 * The app's look, for the frame to match the dialog it sits in: the scheme, the colours, the
 * corner radius and the font family (names only: letters, digits, spaces, `-`, `_`, `.`,
 * commas and quotes; the frame loads no font, so a web font the frame's origin lacks falls back
 * to the system's). Every field optional; each one bounded and shaped so that no value can be
 * more than what it names.
 */
/** What a theme's `font` may be (a list of family names), for a sender to check before it sends. */
export const FRAME_FONT_RULE = { pattern: /^[\w .,'"-]+$/, maxBytes: 200 } as const;

const themeSchema = /* @__NO_SIDE_EFFECTS__ */ () =>
  object({
    scheme: scheme(),
    colors: optional(
      object(
        Object.fromEntries(FRAME_THEME_COLORS.map((name) => [name, color()])) as Record<
          (typeof FRAME_THEME_COLORS)[number],
          ReturnType<typeof color>
        >,
      ),
    ),
    radius: optional(pixels(0, 32)),
    font: optional(
      string({
        min: 1,
        maxBytes: FRAME_FONT_RULE.maxBytes,
        pattern: FRAME_FONT_RULE.pattern,
        patternName: 'font names',
      }),
    ),
  });
export const frameThemeSchema = themeSchema();
export type FrameTheme = Infer<typeof frameThemeSchema>;

type Test<T> = (value: unknown) => value is T;

/**
 * A payload with exactly the listed fields, each value passing its test: what the frame sends
 * (replies, events), which the app only takes or drops, so one issue (`out of shape`) says
 * enough. Built on none of the other combinators, so the app's side bundles none of them.
 */
const testedObject = /* @__NO_SIDE_EFFECTS__ */ <S extends Record<string, Test<unknown>>>(
  tests: S,
): Schema<{ [K in keyof S]: S[K] extends Test<infer T> ? T : never }> => ({
  kind: 'object',
  rule: 'object',
  check(value, path, issues) {
    const record = value as Record<string, unknown>;
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(record).every((key) => Object.hasOwn(tests, key)) &&
      Object.entries(tests).every(([key, test]) => test(record[key]))
    ) {
      return { ...record } as { [K in keyof S]: S[K] extends Test<infer T> ? T : never };
    }
    issues.push({ path, message: 'out of shape' });
    return undefined;
  },
});

/**
 * Each request the app may send on the port, and its payload (the replies: `frameReplies`).
 *
 * - `export.begin`: the frame makes a fresh P-256 key pair, its private half non-extractable,
 *   and answers the public half (uncompressed hex), the `targetPublicKey` of the export.
 * - `export.show`: the export bundle of `export_wallet`/`export_private_key`/
 *   `export_wallet_account`/`export_secrets`; the frame checks it (its pinned signer key, the
 *   signature, `organizationId`), opens it with that key pair (used once), and shows it hidden,
 *   with reveal, copy and hide.
 * - `import.begin`: the frame shows an input for a mnemonic or a private key.
 * - `import.seal`: the `init_import_wallet`/`init_import_private_key` bundle; the frame checks it
 *   (pinned signer, signature, organization and user) and seals what was typed to its target,
 *   answering the ciphertext (`encryptedBundle`). The input stays until `clear`, so a refused
 *   import need not be typed again.
 * - `clear`: the frame forgets what it shows or holds.
 * - `theme`: the app's look changed (its scheme, colours, radius or font): the frame takes it.
 */
export const frameRequests = {
  'export.begin': object({}),
  'export.show': object({
    bundle: bundle(),
    organizationId: id(),
    kind: literalUnion(FRAME_EXPORT_KINDS),
    keyFormat: optional(literalUnion(FRAME_KEY_FORMATS)),
    title: label(),
  }),
  'import.begin': object({
    kind: literalUnion(FRAME_IMPORT_KINDS),
    keyFormat: optional(literalUnion(FRAME_KEY_FORMATS)),
  }),
  'import.seal': object({
    bundle: bundle(),
    organizationId: id(),
    userId: id(),
    kind: literalUnion(FRAME_IMPORT_KINDS),
  }),
  clear: object({}),
  theme: frameThemeSchema,
} as const;

/**
 * The payload of each request's reply. Only the app checks replies, and it only takes or drops
 * them (`testedObject`): apart from the requests, and built in a pure call, so the frame, which
 * only writes replies, bundles none of it.
 */
export const frameReplies = /* @__PURE__ */ (() => ({
  'export.begin': testedObject({
    // An uncompressed P-256 public key in hex.
    targetPublicKey: (value): value is string =>
      typeof value === 'string' && /^04[0-9a-f]{128}$/.test(value),
  }),
  'export.show': testedObject({}),
  'import.begin': testedObject({}),
  'import.seal': testedObject({
    // A bundle, as `bundle()` bounds it.
    encryptedBundle: (value): value is string =>
      typeof value === 'string' && value !== '' && new TextEncoder().encode(value).length <= 16_384,
  }),
  clear: testedObject({}),
  theme: testedObject({}),
}))() satisfies Record<keyof typeof frameRequests, unknown>;

export type FrameRequestType = keyof typeof frameRequests;
export type FrameRequestPayload<T extends FrameRequestType> = Infer<(typeof frameRequests)[T]>;
export type FrameReplyPayload<T extends FrameRequestType> = Infer<(typeof frameReplies)[T]>;

/**
 * Why the frame refused a request. `INVALID_MESSAGE`: not this protocol's shape (or version).
 * `UNTRUSTED_BUNDLE`: not signed by the pinned signer key, or the signature does not verify.
 * `BUNDLE_MISMATCH`: authentic, but for another organization or user. `MALFORMED_BUNDLE`: not
 * the documented format, or it does not open with the frame's key. `NOT_READY`: `export.show`
 * before `export.begin`, `import.seal` before `import.begin` (or of another kind).
 * `INVALID_INPUT`: what the user typed is not a mnemonic or key of the expected form (the
 * message says how, never what was typed). `UNSUPPORTED`: this browser cannot do it.
 */
export const FRAME_ERROR_CODES = [
  'INVALID_MESSAGE',
  'UNTRUSTED_BUNDLE',
  'BUNDLE_MISMATCH',
  'MALFORMED_BUNDLE',
  'NOT_READY',
  'INVALID_INPUT',
  'UNSUPPORTED',
  'INTERNAL',
] as const;
export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[number];

/** The tallest the frame says its content is, in CSS pixels: more is refused, never obeyed. */
export const FRAME_MAX_HEIGHT = 2000;

/**
 * Events the frame posts on its own: `import.input` whenever the input becomes empty or not;
 * `size` whenever its content's height changes (the app sizes the iframe to it, so nothing in
 * the frame is ever cut off or scrolls).
 */
export const frameEvents = {
  'import.input': testedObject({
    filled: (value): value is boolean => typeof value === 'boolean',
  }),
  // Whole pixels, within bounds.
  size: testedObject({
    height: (value): value is number =>
      Number.isInteger(value) && (value as number) >= 0 && (value as number) <= FRAME_MAX_HEIGHT,
  }),
} as const;
export type FrameEventType = keyof typeof frameEvents;
export type FrameEventPayload<T extends FrameEventType> = Infer<(typeof frameEvents)[T]>;

// --- Envelopes ---

interface Tagged {
  protocol: typeof FRAME_PROTOCOL;
  version: typeof FRAME_PROTOCOL_VERSION;
}

/** Frame to app, on the window: loaded, listening for `connect`. */
export interface FrameReadyMessage extends Tagged {
  type: 'ready';
}
/** App to frame, on the window, with the port transferred. */
export interface FrameConnectMessage extends Tagged {
  type: 'connect';
  channelId: string;
  colorScheme?: 'light' | 'dark';
  strings?: FrameStrings;
  /** The app's look from the start (`theme.scheme` over `colorScheme`). */
  theme?: FrameTheme;
}
/** Frame to app, first on the port. */
export interface FrameConnectedMessage extends Tagged {
  type: 'connected';
  channelId: string;
}
export interface FrameRequestMessage<T extends FrameRequestType = FrameRequestType> extends Tagged {
  type: 'request';
  id: number;
  request: T;
  payload: FrameRequestPayload<T>;
}
export type FrameReplyMessage<T extends FrameRequestType = FrameRequestType> = Tagged & {
  type: 'reply';
  id: number;
} & (
    | { ok: true; payload: FrameReplyPayload<T> }
    | { ok: false; error: { code: FrameErrorCode; message: string } }
  );
export interface FrameEventMessage<T extends FrameEventType = FrameEventType> extends Tagged {
  type: 'event';
  event: T;
  payload: FrameEventPayload<T>;
}

const tag = { protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION } as const;

/** A message of this protocol and version, with these fields: the fields, else undefined. */
function envelope(data: unknown, type: string): Record<string, unknown> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const m = data as Record<string, unknown>;
  return m.protocol === FRAME_PROTOCOL && m.version === FRAME_PROTOCOL_VERSION && m.type === type
    ? m
    : undefined;
}

const channelIdSchema = string({ pattern: /^[0-9a-f]{32}$/, patternName: '16 random bytes, hex' });
const connectFields = object({
  channelId: channelIdSchema,
  colorScheme: scheme(),
  strings: optional(frameStringsSchema),
  theme: optional(frameThemeSchema),
});

export const frameReady = (): FrameReadyMessage => ({ ...tag, type: 'ready' });
export const isFrameReady = (data: unknown): data is FrameReadyMessage =>
  envelope(data, 'ready') !== undefined;

export const frameConnect = (
  fields: Omit<FrameConnectMessage, keyof Tagged | 'type'>,
): FrameConnectMessage => ({ ...tag, type: 'connect', ...fields });
/** A `connect` whose every field is valid, else undefined. */
export function parseFrameConnect(data: unknown): FrameConnectMessage | undefined {
  const m = envelope(data, 'connect');
  if (!m) return undefined;
  const { protocol: _protocol, version: _version, type: _type, ...fields } = m;
  return validate(connectFields, fields).ok ? (m as unknown as FrameConnectMessage) : undefined;
}

export const frameConnected = (channelId: string): FrameConnectedMessage => ({
  ...tag,
  type: 'connected',
  channelId,
});
export const isFrameConnected = (data: unknown, channelId: string): boolean =>
  envelope(data, 'connected')?.channelId === channelId;

export const frameRequest = <T extends FrameRequestType>(
  id: number,
  request: T,
  payload: FrameRequestPayload<T>,
): FrameRequestMessage<T> => ({ ...tag, type: 'request', id, request, payload });

/**
 * A request whose type is known and whose payload has exactly its schema's fields: the
 * request, or why not (the `id` when there is one, so the frame can answer it).
 */
export function parseFrameRequest(
  data: unknown,
): { ok: true; message: FrameRequestMessage } | { ok: false; id?: number; reason: string } {
  const m = envelope(data, 'request');
  if (!m)
    return { ok: false, reason: `not a ${FRAME_PROTOCOL} v${FRAME_PROTOCOL_VERSION} request` };
  const id = Number.isSafeInteger(m.id) ? (m.id as number) : undefined;
  const type = m.request;
  if (typeof type !== 'string' || !Object.hasOwn(frameRequests, type)) {
    return { ok: false, id, reason: `unknown request ${String(type)}` };
  }
  if (id === undefined) return { ok: false, reason: 'a request needs an integer id' };
  const checked = validate(frameRequests[type as FrameRequestType], m.payload, 'payload');
  if (!checked.ok) {
    const issue = checked.issues[0]!;
    return { ok: false, id, reason: `${issue.path}: ${issue.message}` };
  }
  return { ok: true, message: m as unknown as FrameRequestMessage };
}

export const frameReply = <T extends FrameRequestType>(
  id: number,
  payload: FrameReplyPayload<T>,
): FrameReplyMessage<T> => ({ ...tag, type: 'reply', id, ok: true, payload });
export const frameFailure = (
  id: number,
  code: FrameErrorCode,
  message: string,
): FrameReplyMessage => ({ ...tag, type: 'reply', id, ok: false, error: { code, message } });

/**
 * A reply to request `type`: its payload checked against the reply schema, or the frame's
 * error; undefined when the message is no reply of this protocol at all.
 */
export function parseFrameReply<T extends FrameRequestType>(
  data: unknown,
  type: T,
):
  | { id: number; ok: true; payload: FrameReplyPayload<T> }
  | { id: number; ok: false; code: FrameErrorCode; message: string }
  | undefined {
  const m = envelope(data, 'reply');
  if (!m || !Number.isSafeInteger(m.id)) return undefined;
  const id = m.id as number;
  if (m.ok === true) {
    const checked = validate(frameReplies[type], m.payload, 'payload');
    if (checked.ok) return { id, ok: true, payload: checked.value as FrameReplyPayload<T> };
    return { id, ok: false, code: 'INVALID_MESSAGE', message: 'the frame replied out of shape' };
  }
  const error = m.error as { code?: unknown; message?: unknown } | undefined;
  const code = FRAME_ERROR_CODES.find((c) => c === error?.code) ?? 'INTERNAL';
  const message = typeof error?.message === 'string' ? error.message.slice(0, 500) : code;
  return { id, ok: false, code, message };
}

/** The request id a reply answers (to find the pending request), else undefined. */
export const frameReplyId = (data: unknown): number | undefined => {
  const m = envelope(data, 'reply');
  return m && Number.isSafeInteger(m.id) ? (m.id as number) : undefined;
};

export const frameEvent = <T extends FrameEventType>(
  event: T,
  payload: FrameEventPayload<T>,
): FrameEventMessage<T> => ({ ...tag, type: 'event', event, payload });
/** An event of a known type with a valid payload, else undefined. */
export function parseFrameEvent(data: unknown): FrameEventMessage | undefined {
  const m = envelope(data, 'event');
  const type = m?.event;
  if (!m || typeof type !== 'string' || !Object.hasOwn(frameEvents, type)) return undefined;
  return validate(frameEvents[type as FrameEventType] as Schema<unknown>, m.payload).ok
    ? (m as unknown as FrameEventMessage)
    : undefined;
}
