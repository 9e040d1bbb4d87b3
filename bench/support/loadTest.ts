import autocannon, { type Options, type Result } from 'autocannon';

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  errors: number;
  non2xx: number;
  mismatches: number;
}

/** One autocannon run; a short unmeasured warm-up first lets V8 optimise the server's hot path. */
export async function loadTest(
  label: string,
  options: Options & { warmupSeconds?: number },
): Promise<LoadFigures> {
  const { warmupSeconds = 2, ...rest } = options;
  if (warmupSeconds > 0) await autocannon({ ...rest, duration: warmupSeconds });
  const result: Result = await autocannon(rest);
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
  };
}

/** A fixed-width table of load figures. */
export function formatFigures(rows: LoadFigures[]): string {
  const header = [
    '',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'requests',
    'errors',
    'non-2xx',
    'bad body',
  ];
  const lines = rows.map((r) => [
    r.label,
    r.requestsPerSecond.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    r.maxMs.toFixed(1),
    String(r.total),
    String(r.errors),
    String(r.non2xx),
    String(r.mismatches),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [fmt(header), ...lines.map(fmt)].join('\n');
}
