/**
 * The exact body bytes of a Request or Response, when the code that built it still holds them:
 * the HTTP server buffers each request body before it makes the `Request`, and `jsonResponse`
 * serialises before it makes the `Response`. Reading them back through the web stream costs more
 * than the rest of a small query together (stream set-up and a promise per chunk, measured with
 * `npm run bench`); this lets the two ends skip it. A message is only ever remembered with the
 * bytes it was built from, so either way of reading gives the same bytes.
 */
const bodies = new WeakMap<Request | Response, Uint8Array | string>();

export function rememberBody<M extends Request | Response>(
  message: M,
  body: Uint8Array | string,
): M {
  bodies.set(message, body);
  return message;
}

/** The remembered body, unless the message's own stream has been read meanwhile. */
export function knownBody(message: Request | Response): Uint8Array | string | undefined {
  return message.bodyUsed ? undefined : bodies.get(message);
}
