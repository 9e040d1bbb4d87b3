/**
 * The entry of the login flow's chunk (`loginFlowChunk`): the modal's screens and their flow,
 * and the code that lands an OAuth provider's answer on the page (oauthReturn.ts).
 *
 * One chunk for both. A page the provider sends the browser back to is signed out, and a
 * signed-out page fetches the flow's chunk anyway (authModal.tsx), so a chunk of its own for the
 * provider's answer only added a fetch. It also split the login steps that the answer and the
 * flow both use into small chunks of their own: the modal app with every chunk was 1.4 KB gzip
 * larger (`npm run bench -- bundleSize`).
 */
export { AuthFlow } from './authFlow.js';
export { landOAuthReturn } from './oauthReturn.js';
