/**
 * The demo's OAuth redirect page (`/login-return.html`, scripts/demo.ts registers it): a page of
 * its own, light, rather than the demo's whole app. In a login popup it hands the provider's
 * answer to the demo that opened it and closes; after a full-page redirect it keeps the answer
 * for the demo's modal and goes back to the page the login started from, which finishes it.
 */
import { completeOAuthRedirect } from 'embedded-wallet-kit';

completeOAuthRedirect();
