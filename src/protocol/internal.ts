/**
 * `embedded-wallet-kit/protocol/internal`: what both sides of this repository share besides the
 * public contract (`./protocol`): the operation table and its schema language, the frame's
 * messages, the signature messages, the byte encodings. The sandbox package imports it, so each
 * exists once. Not for apps: it is no part of the public API and changes in any release.
 */
export {
  base58Decode,
  base58Encode,
} from './base58.js';
export {
  loginSignatureMessage,
  type SignupSignatureFields,
  signupSignatureFields,
  signupSignatureMessage,
  walletSignupSignatureMessage,
} from './clientSignatureMessage.js';
export { compressPublicKey } from './compressPublicKey.js';
export {
  derToP1363,
  p1363ToDer,
} from './derSignature.js';
export { eip191Message } from './eip191Message.js';
export {
  base64urlDecode,
  base64urlEncode,
  bytesToHex,
  concatBytes,
  EncodingError,
  hexToBytes,
  parseJson,
  utf8Decode,
  utf8Encode,
} from './encoding.js';
export {
  type ForwardedName,
  type ForwardedResults,
  type ForwardedRow,
  forwardedOperations,
  forwardedParameters,
} from './forwardedOperations.js';
export {
  FRAME_ERROR_CODES,
  FRAME_EXPORT_KINDS,
  FRAME_IMPORT_KINDS,
  FRAME_KEY_FORMATS,
  FRAME_MAX_HEIGHT,
  FRAME_PARENT_ORIGIN_PARAM,
  FRAME_PROTOCOL,
  FRAME_PROTOCOL_VERSION,
  FRAME_THEME_COLORS,
  type FrameConnectedMessage,
  type FrameConnectMessage,
  type FrameErrorCode,
  type FrameEventMessage,
  type FrameEventPayload,
  type FrameEventType,
  type FrameReadyMessage,
  type FrameReplyMessage,
  type FrameReplyPayload,
  type FrameRequestMessage,
  type FrameRequestPayload,
  type FrameRequestType,
  frameConnect,
  frameConnected,
  frameEvent,
  frameEvents,
  frameFailure,
  frameReady,
  frameReplies,
  frameReply,
  frameReplyId,
  frameRequest,
  frameRequests,
  frameStringsSchema,
  frameThemeSchema,
  isFrameConnected,
  isFrameReady,
  parseFrameConnect,
  parseFrameEvent,
  parseFrameReply,
  parseFrameRequest,
} from './frameMessages.js';
export { httpStatusFor } from './grpcCodes.js';
export {
  HPKE_INFO,
  hpkeAad,
  hpkeInfo,
} from './hpkeSuite.js';
export {
  proxyPath,
  queryPath,
  submitPath,
} from './operationPaths.js';
export {
  apiKeyParams,
  attestationInput,
  clientSignature,
  type Leniency,
  oauthProviderParams,
  type ProxyOperations,
  type ProxyRow,
  paginationOptions,
  proxyOperations,
  type QueryOperations,
  type QueryRow,
  queryOperations,
  type SubmitOperations,
  type SubmitRow,
  signupClientSignature,
  submitEnvelopeSchema,
  submitOperations,
  walletParams,
} from './operations.js';
export { PRODUCTION_ERROR_TEXT } from './productionErrorMessages.js';
export {
  requestSignatureBase,
  serializeSignatureParams,
  sfBinary,
  targetUriOf,
} from './requestSignature.js';
export {
  type AnyObjectSchema,
  type ArrayOptions,
  anyObject,
  array,
  boolean,
  type Infer,
  type InferShape,
  type IntegerStringOptions,
  type Issue,
  integerString,
  literalUnion,
  numberOneOf,
  type ObjectSchema,
  type OptionalSchema,
  object,
  optional,
  type Schema,
  type Shape,
  type StringOptions,
  string,
  validate,
} from './schema.js';
export {
  CAPTCHA_TOKEN_HEADER,
  CLIENT_VERSION_HEADER,
  decodeApiKeyStamp,
  decodeAttestedStamp,
  encodeApiKeyStamp,
  encodeAttestedStamp,
} from './stamp.js';
export { toChecksumAddress } from './toChecksumAddress.js';
export {
  decodeWebAuthnStamp,
  encodeWebAuthnStamp,
} from './webAuthnStamp.js';
