import { base64urlDecode } from '../../protocol/encoding.js';

/**
 * A base64url field of WebAuthn's JSON forms as the `BufferSource` the browser takes (WebAuthn L3
 * section 5.1.8: every such field is base64url-decoded). The decoder's array owns a plain
 * `ArrayBuffer` (it is never shared), which the DOM types ask to be spelt out.
 */
export const bufferFromBase64url = (text: string): Uint8Array<ArrayBuffer> =>
  base64urlDecode(text) as Uint8Array<ArrayBuffer>;
