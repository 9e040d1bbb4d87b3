import { lazyModule } from '../../core/index.js';

/**
 * The export and import screens, with the isolated frame's channel and message checks they
 * drive: chunks of their own, loaded by the account center when it shows the profile (the
 * browser idle) or when one of them opens, so the center's first chunk carries only what every
 * user sees. An app without `frameUrl` never loads them.
 */
export const exportScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/exportScreen.js').then((module) => module.ExportScreen),
);

export const importScreenChunk = /* @__PURE__ */ lazyModule(() =>
  import('./screens/importScreen.js').then((module) => module.ImportScreen),
);
