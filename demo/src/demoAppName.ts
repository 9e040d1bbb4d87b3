/**
 * The demo's name, in its modal (`ui.appName`) and in the e-mails and SMS of the sandbox it runs
 * against (the proxy configuration's app name, set by `npm run demo`): one name, as an app has.
 */
export const DEMO_APP_NAME = 'Wallet Kit Demo';
