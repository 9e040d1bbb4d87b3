// Every public entry of both packages, type-checked with `skipLibCheck: false`
// (tsconfig.json): their declaration files must resolve for a consumer, imports included.
export * as kit from 'embedded-wallet-kit';
export * as protocol from 'embedded-wallet-kit/protocol';
export * as protocolInternal from 'embedded-wallet-kit/protocol/internal';
export * as react from 'embedded-wallet-kit/react';
export * as reactApi from 'embedded-wallet-kit/react/api';
export * as reactSigning from 'embedded-wallet-kit/react/signing';
export * as sandbox from 'embedded-wallet-kit-sandbox';
export * as testing from 'embedded-wallet-kit-sandbox/testing';
