import zlib from 'node:zlib';

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Gzip size at the level the build precompresses with, so figures match what the server sends. */
export function gzipSize(body: Buffer | string): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

export function formatKB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** A median with the runs it was taken from, in milliseconds: "524 ms (420, 524, 700)". */
export function formatMedianOfRuns(medianMs: number, runs: readonly number[]): string {
  return `${formatMs(medianMs)} (${runs.map(Math.round).join(', ')})`;
}
