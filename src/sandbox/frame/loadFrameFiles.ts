import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FRAME_FILE_NAMES, type FrameFiles } from './frameFiles.js';

/**
 * The frame files of the installed kit (`embedded-wallet-kit/frame`, its `dist/frame/`), or
 * undefined when they are not there: in a checkout of this repository before `npm run build`
 * (its demo builds them from the sources and passes them in).
 */
export function loadFrameFiles(): FrameFiles | undefined {
  try {
    const page = createRequire(import.meta.url).resolve('embedded-wallet-kit/frame');
    const dir = dirname(page);
    return Object.fromEntries(
      FRAME_FILE_NAMES.map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
    ) as FrameFiles;
  } catch {
    return undefined;
  }
}
