export { type ApiKeyStamperOptions, createApiKeyStamper } from './createApiKeyStamper.js';
export { createPasskeyStamper, type PasskeyStamperOptions } from './createPasskeyStamper.js';
export { createSessionKeyStamper } from './createSessionKeyStamper.js';
export type { Stamper, StampHeader } from './stamper.js';
