/** `npm run docs`: writes docs/operations.md from the operation table. */
import { writeFileSync } from 'node:fs';
import { renderOperationsDoc } from './renderOperationsDoc.js';

const target = new URL('../docs/operations.md', import.meta.url);
writeFileSync(target, renderOperationsDoc());
console.log(`wrote ${target.pathname}`);
