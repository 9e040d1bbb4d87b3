import { base64urlEncode } from '../../protocol/encoding.js';

/** A credential's byte string as its JSON form writes it (WebAuthn L3 section 5.1, `toJSON()`). */
export const bufferToBase64url = (buffer: ArrayBuffer): string =>
  base64urlEncode(new Uint8Array(buffer));
