import type { ServerResponse } from 'node:http';

/** A JSON answer; errors use the shape the statistics client already reads: { success: false, error }. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(payload);
}

export function sendError(
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { success: false, error }, headers);
}
