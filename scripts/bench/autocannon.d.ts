/** The part of autocannon's interface the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Replaces "[<id>]" in the body with a fresh id on every request. */
    idReplacement?: boolean;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
