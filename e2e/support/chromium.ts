/**
 * How every browser run of this repository starts Chromium (the demo e2e suite, the interop
 * suite, the browser bench): Debian's build, no browser download, and the flags a closed
 * network and a root user need (no sandbox; no background, component or sync traffic).
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
