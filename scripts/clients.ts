/**
 * `npm run clients`: writes the typed client methods (`kit.api.*`, `kit.proxy.*`) from the
 * operation table.
 */
import { writeFileSync } from 'node:fs';
import { renderClientMethods } from './renderClientMethods.js';

for (const { path, text } of renderClientMethods()) {
  writeFileSync(new URL(`../${path}`, import.meta.url), text);
  console.log(`wrote ${path}`);
}
