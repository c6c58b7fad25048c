import type { FastifyReply } from 'fastify';

/** A JSON answer; errors use the shape the statistics client already reads: { success: false, error }. */
export function sendJson(
  reply: FastifyReply,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .code(status)
    .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers })
    .send(JSON.stringify(body));
}

export function sendError(
  reply: FastifyReply,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): FastifyReply {
  return sendJson(reply, status, { success: false, error }, headers);
}

/** An error that carries the status and message to answer with, and headers to add. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
