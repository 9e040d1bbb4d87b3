import { devInfoFeature } from './dev/devInfoFeature.js';
import { devInboxFeature } from './dev/inbox/devInboxFeature.js';
import { signedApiDevFeature } from './dev/signedApiDevFeature.js';
import { devOAuthFeature } from './devOAuthProvider/devOAuthFeature.js';
import { proxyFeature } from './proxy/proxyFeature.js';
import type { SandboxFeature } from './sandboxFeature.js';
import { signedApiFeature } from './signedApi/signedApiFeature.js';

/**
 * The parts a sandbox is made of, in routing order. A new part is one entry here plus its own
 * folder; nothing else in the sandbox changes.
 */
export const features: SandboxFeature[] = [
  signedApiFeature,
  devInfoFeature,
  signedApiDevFeature,
  proxyFeature,
  devInboxFeature,
  devOAuthFeature,
];
