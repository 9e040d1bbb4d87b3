import { HeldBody } from './heldBody.js';

/**
 * A `Request` whose body the HTTP server has already buffered (and size-checked): it behaves as
 * one built with that body, but makes the body's stream only when asked (see heldBody.ts).
 */
export class BufferedRequest extends Request {
  readonly #held: HeldBody;

  constructor(
    input: string | URL | Request,
    init: Omit<RequestInit, 'body'>,
    body: Uint8Array<ArrayBuffer>,
  ) {
    super(input, init);
    this.#held = new HeldBody(body, () => this.headers.get('content-type'));
  }

  /** The buffered bytes while nothing has read the body, for readers that take them as they are. */
  heldBytes(): Uint8Array<ArrayBuffer> | undefined {
    return this.#held.peek() as Uint8Array<ArrayBuffer> | undefined;
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
  override clone(): BufferedRequest {
    const bytes = this.heldBytes();
    if (bytes === undefined) throw new TypeError('Request.clone: Body has already been consumed.');
    return new BufferedRequest(this, {}, bytes);
  }
}
