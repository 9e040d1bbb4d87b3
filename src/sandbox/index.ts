/** `embedded-wallet-kit-sandbox`: the service itself, for development and tests (Node only). */
export type { Bootstrap, PublicBootstrap, TrustedKeys } from './bootstrap.js';
export { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.js';
export { type DevInfo, type SandboxKitConfig, sandboxKitConfig } from './dev/devInfo.js';
export type { FrameFiles } from './frame/frameFiles.js';
export type { FrameServerOptions } from './frame/startFrameServer.js';
export { type RunningSandbox, type StartSandboxOptions, startSandbox } from './startSandbox.js';
