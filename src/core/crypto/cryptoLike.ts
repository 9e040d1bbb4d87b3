/**
 * The slice of WebCrypto the kit uses. Every function takes one as its last (optional) input,
 * defaulting to `globalThis.crypto` when called (never at import time), so browsers, Node and
 * tests share the code without patching globals (DESIGN.md, "Inject the platform").
 */
export type CryptoLike = Pick<Crypto, 'subtle' | 'getRandomValues'>;
