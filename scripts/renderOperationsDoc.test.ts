import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderOperationsDoc } from './renderOperationsDoc.js';

describe('docs/operations.md', () => {
  it('is what the operation table generates (run `npm run docs` after changing the table)', () => {
    const committed = readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderOperationsDoc());
  });

  it('states the constraints of the spec', () => {
    const doc = renderOperationsDoc();
    expect(doc).toContain('- `clientFeeBps` (required): integer string, <= 4000');
    expect(doc).toContain('- `limit` (optional): integer string, >= 1, <= 100');
    expect(doc).toContain(
      '- `smartContractInterface` (required): string, non-empty, <= 409600 bytes',
    );
    expect(doc).toContain('- `mnemonicLength` (optional): number, one of 12, 15, 18, 21, 24');
    expect(doc).toContain('intent key `createAuthenticatorsIntentV2`');
  });
});
