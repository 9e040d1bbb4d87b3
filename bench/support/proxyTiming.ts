import type { IncomingMessage } from 'node:http';
import type { Plugin, ProxyOptions } from 'vite';

/** One request the preview server forwarded to the sandbox: epoch ms, forwarded -> answered. */
export interface ProxiedInterval {
  start: number;
  end: number;
  path: string;
}

/**
 * A Vite plugin that times every path the config forwards to the sandbox (its `server.proxy`,
 * reused for `vite preview`): from the request forwarded to the response back, reported to
 * `onInterval`. That is the sandbox's share of a request, as the page's server sees it.
 */
export function proxyTiming(onInterval: (interval: ProxiedInterval) => void): Plugin {
  const timed = (options: string | ProxyOptions): ProxyOptions => {
    const base = typeof options === 'string' ? { target: options } : options;
    return {
      ...base,
      configure(proxy, opts) {
        base.configure?.(proxy, opts);
        const started = new WeakMap<IncomingMessage, number>();
        proxy.on('proxyReq', (_proxyReq, req) => {
          started.set(req, performance.timeOrigin + performance.now());
        });
        proxy.on('proxyRes', (_proxyRes, req) => {
          const start = started.get(req);
          if (start === undefined) return;
          const end = performance.timeOrigin + performance.now();
          onInterval({ start, end, path: req.url ?? '' });
        });
      },
    };
  };
  return {
    name: 'bench-proxy-timing',
    config(config) {
      const proxy = config.server?.proxy ?? {};
      return {
        preview: {
          proxy: Object.fromEntries(
            Object.entries(proxy).map(([path, options]) => [path, timed(options)]),
          ),
        },
      };
    },
  };
}
