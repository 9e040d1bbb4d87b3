import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** Where the demo serves a country's flag (`ui.flagUrl` in src/app.tsx). */
const FLAGS_PATH = '/flags/';

/**
 * The phone field's flag images for the demo: the `flag-icons` package's 4x3 SVGs (MIT), served
 * at `/flags/<code>.svg` by the dev server and written into the build for `vite preview`. The
 * kit ships no flags (an app gives `ui.flagUrl`); without them, systems that draw no flag emoji
 * (Windows, Linux: the e2e suite's Chromium) show each country's code.
 */
export function flagImages(): Plugin {
  const dir = join(
    dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
    'flags/4x3',
  );
  // The file of each region served, by the name it is served as (`<code>.svg`): the
  // package's two-letter flags, and Ascension's and Tristan da Cunha's (phone regions AC, TA),
  // which it files under Saint Helena. Only these: the name served is never a path from the URL.
  const files = new Map(
    readdirSync(dir)
      .filter((name) => /^[a-z]{2}\.svg$/.test(name))
      .map((name) => [name, name]),
  );
  files.set('ac.svg', 'sh-ac.svg');
  files.set('ta.svg', 'sh-ta.svg');
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const file = files.get(req.url?.split('?')[0]?.slice(1) ?? '');
    if (!file) return next();
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('Cache-Control', 'max-age=86400');
    res.end(readFileSync(join(dir, file)));
  };
  return {
    name: 'demo-flag-images',
    configureServer: (server) => void server.middlewares.use(FLAGS_PATH, serve),
    generateBundle() {
      for (const [name, file] of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${FLAGS_PATH.slice(1)}${name}`,
          source: readFileSync(join(dir, file)),
        });
      }
    },
  };
}
