/**
 * A message body the sandbox already holds as bytes or text, made into a web stream only when
 * something asks for one. A `Request` or `Response` built with a body sets up a `ReadableStream`
 * at once, which costs more than the rest of a small signed query together (measured with
 * `npm run bench -- sandboxLoad`); the HTTP server buffers every request body and the sandbox
 * serialises every JSON answer before building the message, so the stream is almost never read.
 * `BufferedRequest` and `BufferedResponse` keep their body here; the body methods give the same
 * results as the web classes' own (one read, then `bodyUsed`).
 */
export class HeldBody {
  private used = false;
  private stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;

  constructor(
    private readonly content: Uint8Array<ArrayBuffer> | string,
    private readonly contentType: () => string | null,
  ) {}

  get bodyUsed(): boolean {
    return this.used || (this.stream?.locked ?? false);
  }

  /** The body as a stream (made on first use, the same one after). */
  toStream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    this.stream ??= new Response(this.content).body!;
    return this.stream;
  }

  /**
   * The held content for a writer that sends it as it is, or undefined once the body was read
   * (or its stream handed out). Does not count as a read.
   */
  peek(): Uint8Array<ArrayBuffer> | string | undefined {
    return this.used || this.stream ? undefined : this.content;
  }

  /** The length in bytes of the held content. */
  get byteLength(): number {
    return typeof this.content === 'string'
      ? Buffer.byteLength(this.content)
      : this.content.byteLength;
  }

  /**
   * Reads the body once with one of the web body methods (of a `Response` made from it), or
   * rejects as the web classes do when it was read already.
   */
  async read<T>(method: (message: Response) => Promise<T>): Promise<T> {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.used = true;
    const type = this.contentType();
    const init = type === null ? {} : { headers: { 'content-type': type } };
    return method(new Response(this.stream ?? this.content, init));
  }
}
