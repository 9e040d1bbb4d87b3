import { HeldBody } from './heldBody.js';

/**
 * A `Response` built from a body the sandbox has already serialised: it behaves as one built
 * with that body, but makes the body's stream only when asked (see heldBody.ts), and the HTTP
 * server writes the held text straight to the socket.
 */
export class BufferedResponse extends Response {
  readonly #held: HeldBody;

  constructor(body: string, init: ResponseInit) {
    super(null, init);
    this.#held = new HeldBody(body, () => this.headers.get('content-type'));
  }

  /** The held text while nothing has read the body, for a writer that sends it as it is. */
  heldText(): string | undefined {
    return this.#held.peek() as string | undefined;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.#held.toStream();
  }
  override get bodyUsed(): boolean {
    return this.#held.bodyUsed;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#held.read((body) => body.arrayBuffer());
  }
  override blob(): Promise<Blob> {
    return this.#held.read((body) => body.blob());
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#held.read((body) => body.bytes());
  }
  override formData(): Promise<FormData> {
    return this.#held.read((body) => body.formData());
  }
  override json(): Promise<unknown> {
    return this.#held.read((body) => body.json());
  }
  override text(): Promise<string> {
    return this.#held.read((body) => body.text());
  }
  override clone(): BufferedResponse {
    const text = this.heldText();
    if (text === undefined) throw new TypeError('Response.clone: Body has already been consumed');
    return new BufferedResponse(text, this);
  }
}
