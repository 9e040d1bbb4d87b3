// @vitest-environment happy-dom
/**
 * The frame reads which app may talk to it from its own page only, and with no app named it
 * talks to none (fail closed): a foreign site that embeds a frame served with the shipped
 * `index.html` as it is gets no channel.
 */
import { describe, expect, it } from 'vitest';
import { productionTrustedKeys } from '../core/crypto/trustedKeys.js';
import { readFrameConfig } from './readFrameConfig.js';

const APP = 'https://app.example';

function pageWith(parentOrigins: string, signerKey = ''): Document {
  const doc = document.implementation.createHTMLDocument('frame');
  doc.head.innerHTML =
    `<meta name="ewk-frame-signer-key" content="${signerKey}" />` +
    `<meta name="ewk-frame-parent-origins" content="${parentOrigins}" />`;
  return doc;
}

const openedFor = (parentOrigin: string) =>
  ({ href: `https://frame.example/?parentOrigin=${encodeURIComponent(parentOrigin)}` }) as Location;

describe('readFrameConfig', () => {
  it('serves an app origin its page lists, exactly', () => {
    const doc = pageWith(`${APP} https://other.example`);
    expect(readFrameConfig(doc, openedFor(APP))).toEqual({
      parentOrigin: APP,
      configured: true,
      signerKey: productionTrustedKeys.signer,
    });
    expect(readFrameConfig(doc, openedFor('https://evil.example')).parentOrigin).toBeUndefined();
    expect(readFrameConfig(doc, openedFor(`${APP}/`)).parentOrigin).toBeUndefined();
  });

  it('serves no app at all when its page lists none (the shipped index.html), and says so', () => {
    const config = readFrameConfig(pageWith('  '), openedFor('https://evil.example'));
    expect(config.parentOrigin).toBeUndefined();
    expect(config.configured).toBe(false);
  });
});
