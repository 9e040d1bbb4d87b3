/**
 * The OAuth chunk's entry (see `loadOAuthCeremonies`): the authorization request, the popup's
 * answer, the OIDC token it leads to, and the logins and links that use them. Only users who
 * pick a social login run them, so pages do not download them up front; a UI offering social
 * logins prefetches the chunk (`preloadOAuth`).
 */
export { oauthPopupLogin } from './oauthPopupLogin.js';
export { oauthPopupToken } from './oauthPopupToken.js';
export { oauthRedirectStart } from './oauthRedirectStart.js';
export { oidcTokenFromResult } from './oidcTokenFromResult.js';
