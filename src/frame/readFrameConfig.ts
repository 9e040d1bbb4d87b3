import { PRODUCTION_SIGNER_KEY } from '../core/crypto/trustedKeys.js';
import { FRAME_PARENT_ORIGIN_PARAM } from '../protocol/frameMessages.js';

export interface FrameConfig {
  /** The app's origin, from the frame URL; undefined when missing or not allowed. */
  parentOrigin: string | undefined;
  /** Whether the page lists any app origin at all: with none, the frame serves no app. */
  configured: boolean;
  /** The enclave signer key bundles must be signed by (uncompressed P-256 hex). */
  signerKey: string;
}

const meta = (doc: Document, name: string): string =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';

/** `https://app.example` as an origin, or undefined for anything that is not one exactly. */
function exactOrigin(text: string | null): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.origin !== 'null' && url.origin === text ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The frame's settings, all from its own origin (the page it is served as, and its URL): which
 * app may talk to it, and which signer it trusts. Nothing here comes from the app's messages,
 * so a compromised app page can neither point the frame at its own "enclave" key nor make it
 * answer another origin. A page that lists no app origin (the shipped `index.html` as it is)
 * serves none: it fails closed, never open to whoever embeds it.
 */
export function readFrameConfig(doc: Document, location: Location): FrameConfig {
  const allowed = meta(doc, 'ewk-frame-parent-origins').split(/\s+/).filter(Boolean);
  const named = exactOrigin(new URL(location.href).searchParams.get(FRAME_PARENT_ORIGIN_PARAM));
  return {
    parentOrigin: named !== undefined && allowed.includes(named) ? named : undefined,
    configured: allowed.length > 0,
    signerKey: meta(doc, 'ewk-frame-signer-key') || PRODUCTION_SIGNER_KEY,
  };
}
