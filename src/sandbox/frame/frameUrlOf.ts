import type { SandboxContext } from '../sandboxContext.js';

const urls = new WeakMap<SandboxContext, string>();

/** Where this sandbox serves the frame (see startFrameServer), for `/__dev/info`. */
export const frameUrlOf = (ctx: SandboxContext): string | undefined => urls.get(ctx);

export function setFrameUrl(ctx: SandboxContext, url: string | undefined): void {
  if (url === undefined) urls.delete(ctx);
  else urls.set(ctx, url);
}
