import type { FastifyReply } from 'fastify';
import type { JsonText } from '../db/json.ts';

/**
 * Sends an answer the database built as JSON text (`JsonText` of the route's answer) as it is:
 * a string skips the response serializer, which would otherwise parse and walk what is already
 * JSON. The API tests hold every such answer to its route's response schema.
 */
export function sendJsonText<T>(reply: FastifyReply, json: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
