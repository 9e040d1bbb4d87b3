import type { SandboxFeature } from './SandboxFeature.js';
import { devInfoFeature } from './dev/devInfoFeature.js';
import { signedApiFeature } from './signedApi/signedApiFeature.js';

/**
 * The parts a sandbox is made of, in routing order. A new part is one entry here plus its own
 * folder; nothing else in the sandbox changes.
 */
export const features: SandboxFeature[] = [signedApiFeature, devInfoFeature];
