import { productionTrustedKeys } from '../core/crypto/trustedKeys.js';
import { FRAME_PARENT_ORIGIN_PARAM } from '../protocol/frameMessages.js';

export interface FrameConfig {
  /** The app's origin, from the frame URL; undefined when missing or not allowed. */
  parentOrigin: string | undefined;
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
 * answer another origin.
 */
export function readFrameConfig(doc: Document, location: Location): FrameConfig {
  const allowed = meta(doc, 'ewk-frame-parent-origins').split(/\s+/).filter(Boolean);
  const named = exactOrigin(new URL(location.href).searchParams.get(FRAME_PARENT_ORIGIN_PARAM));
  const parentOrigin =
    named !== undefined && (allowed.length === 0 || allowed.includes(named)) ? named : undefined;
  return {
    parentOrigin,
    signerKey: meta(doc, 'ewk-frame-signer-key') || productionTrustedKeys.signer,
  };
}
