/**
 * The frame protocol's look and size fields, checked as strictly as the rest of it: a theme is
 * a scheme, `#rrggbb(aa)` colours, a radius in bounded whole pixels and font family names,
 * nothing else; a size is bounded whole pixels. Both sides parse with these functions (the frame
 * `connect` and requests, the app events), so a refusal here is a refusal on the wire.
 */
import { describe, expect, it } from 'vitest';
import {
  FRAME_MAX_HEIGHT,
  FRAME_PROTOCOL,
  FRAME_PROTOCOL_VERSION,
  FRAME_THEME_COLORS,
  type FrameTheme,
  frameConnect,
  frameEvent,
  frameReply,
  frameRequest,
  frameThemeSchema,
  parseFrameConnect,
  parseFrameEvent,
  parseFrameReply,
  parseFrameRequest,
} from './frameMessages.js';
import { validate } from './schema.js';

const CHANNEL = '00112233445566778899aabbccddeeff';
const FULL: FrameTheme = {
  scheme: 'dark',
  colors: Object.fromEntries(FRAME_THEME_COLORS.map((name) => [name, '#17191e'])),
  radius: 12,
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

/** A theme request as it would arrive (structured-cloned), parsed by the frame. */
const themeRequest = (payload: unknown) =>
  parseFrameRequest(structuredClone({ ...frameRequest(7, 'theme', {}), payload }));

describe('theme', () => {
  it('takes a whole theme, a partial one and an empty one, on connect and as a request', () => {
    const themes: FrameTheme[] = [FULL, { scheme: 'light' }, { colors: { bg: '#FFFFFF80' } }, {}];
    for (const theme of themes) {
      expect(themeRequest(theme)).toMatchObject({ ok: true });
      expect(parseFrameConnect(frameConnect({ channelId: CHANNEL, theme }))).toBeDefined();
    }
    expect(themeRequest({ radius: 0 }).ok).toBe(true);
    expect(themeRequest({ radius: 32 }).ok).toBe(true);
    expect(themeRequest({ font: "'Inter Variable', Georgia, serif" }).ok).toBe(true);
  });

  // Each value is what the frame would set as one of its CSS custom properties: anything that
  // could reach further (another declaration, a rule, a request through url(), an escape, a
  // comment) or that is not what the field names, is refused, and the whole message with it.
  const refused: [string, unknown][] = [
    ['a named colour', { colors: { bg: 'red' } }],
    ['three hex digits', { colors: { bg: '#fff' } }],
    ['seven hex digits', { colors: { bg: '#fffffff' } }],
    ['hex without #', { colors: { bg: 'ffffff' } }],
    ['rgb()', { colors: { fg: 'rgb(0, 0, 0)' } }],
    ['url()', { colors: { bg: 'url(https://evil.example/x)' } }],
    ['var()', { colors: { bg: 'var(--x)' } }],
    ['a second declaration', { colors: { bg: '#ffffff; background: url(x)' } }],
    ['a closing brace', { colors: { bg: '#ffffff}body{display:none' } }],
    ['a trailing newline', { colors: { bg: '#ffffff\n' } }],
    ['a colour as a number', { colors: { bg: 0xffffff } }],
    ['an unknown colour', { colors: { accent: '#ffffff' } }],
    ['a prototype key', JSON.parse('{"colors":{"__proto__":{"bg":"#ffffff"}}}')],
    ['colours as an array', { colors: ['#ffffff'] }],
    ['colours as null', { colors: null }],
    ['scheme auto', { scheme: 'auto' }],
    ['scheme "light dark"', { scheme: 'light dark' }],
    ['a negative radius', { radius: -1 }],
    ['a radius past 32', { radius: 33 }],
    ['a fractional radius', { radius: 1.5 }],
    ['a radius with a unit', { radius: '12px' }],
    ['a radius of NaN', { radius: Number.NaN }],
    ['an infinite radius', { radius: Number.POSITIVE_INFINITY }],
    ['a font with url()', { font: 'x, url(https://evil.example/font)' }],
    ['a font with a semicolon', { font: 'Arial; color: red' }],
    ['a font with a brace', { font: 'Arial}' }],
    ['a font with an escape', { font: 'Ari\\61l' }],
    ['a font with a comment', { font: 'Arial/**/' }],
    ['a font with a newline', { font: 'Arial\nserif' }],
    ['a font with angle brackets', { font: '</style><script>' }],
    ['an empty font', { font: '' }],
    ['a font past 200 bytes', { font: 'a'.repeat(201) }],
    ['an unknown field', { ...FULL, fontSize: 15 }],
    ['a theme that is a string', 'dark'],
    ['a theme that is an array', [FULL]],
  ];
  for (const [what, theme] of refused) {
    it(`refuses ${what}`, () => {
      expect(validate(frameThemeSchema, theme).ok).toBe(false);
      const parsed = themeRequest(theme);
      expect(parsed.ok).toBe(false);
      // Answerable: the frame replies INVALID_MESSAGE to the request's id.
      expect(parsed).toMatchObject({ id: 7 });
      expect(
        parseFrameConnect(structuredClone({ ...frameConnect({ channelId: CHANNEL }), theme })),
      ).toBeUndefined();
    });
  }
});

describe('size', () => {
  const event = (payload: unknown) =>
    parseFrameEvent(structuredClone({ ...frameEvent('size', { height: 0 }), payload }));

  it('takes whole pixels from 0 to the bound', () => {
    for (const height of [0, 1, 312, FRAME_MAX_HEIGHT]) {
      expect(event({ height })?.payload).toEqual({ height });
    }
  });

  it('ignores a height out of bounds or shape, and any other field', () => {
    for (const payload of [
      { height: -1 },
      { height: FRAME_MAX_HEIGHT + 1 },
      { height: 10.5 },
      { height: '100' },
      { height: Number.NaN },
      { height: null },
      {},
      { height: 100, width: 100 },
      [100],
      null,
    ]) {
      expect(event(payload), JSON.stringify(payload)).toBeUndefined();
    }
    // Not this protocol or version: not an event at all.
    const size = frameEvent('size', { height: 10 });
    expect(parseFrameEvent({ ...size, protocol: `${FRAME_PROTOCOL}x` })).toBeUndefined();
    expect(parseFrameEvent({ ...size, version: FRAME_PROTOCOL_VERSION + 1 })).toBeUndefined();
  });
});

describe('replies', () => {
  const reply = (type: 'export.begin' | 'import.seal' | 'clear', payload: unknown) =>
    parseFrameReply(structuredClone({ ...frameReply(1, {}), payload }), type);
  const KEY = `04${'ab'.repeat(64)}`;

  it("takes exactly the fields of the request's reply, each of its shape", () => {
    expect(reply('export.begin', { targetPublicKey: KEY })).toEqual({
      id: 1,
      ok: true,
      payload: { targetPublicKey: KEY },
    });
    expect(reply('import.seal', { encryptedBundle: 'x'.repeat(16_384) })?.ok).toBe(true);
    expect(reply('clear', {})?.ok).toBe(true);
  });

  it('answers any other payload as out of shape', () => {
    for (const [type, payload] of [
      ['export.begin', { targetPublicKey: KEY.toUpperCase() }],
      ['export.begin', { targetPublicKey: KEY.slice(2) }],
      ['export.begin', { targetPublicKey: KEY, extra: 1 }],
      ['export.begin', {}],
      ['import.seal', { encryptedBundle: '' }],
      ['import.seal', { encryptedBundle: 'é'.repeat(8193) }],
      ['import.seal', { encryptedBundle: 7 }],
      ['clear', { done: true }],
      ['clear', null],
      ['clear', []],
    ] as const) {
      expect(reply(type, payload), JSON.stringify(payload)).toEqual({
        id: 1,
        ok: false,
        code: 'INVALID_MESSAGE',
        message: 'the frame replied out of shape',
      });
    }
  });
});
