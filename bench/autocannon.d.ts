/**
 * The part of autocannon 8's API the benchmarks use (the package ships no types, and
 * `@types/autocannon` would be one more dependency for four fields).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }

  export interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '2xx': number;
    connections: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface RequestSpec {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  /** One connection of a run (`setupClient`): it cycles through its own list of requests. */
  export interface Client {
    setRequests(requests: RequestSpec[]): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string | Buffer;
    title?: string;
    expectBody?: string;
    setupClient?: (client: Client) => void;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  interface Autocannon {
    (options: Options): Instance;
    printResult(result: Result, options?: { renderLatencyTable?: boolean }): string;
  }

  const autocannon: Autocannon;
  export default autocannon;
}
