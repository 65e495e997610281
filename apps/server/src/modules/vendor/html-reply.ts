import type { FastifyReply } from 'fastify';

/** A vendor page: never cached, and its address (which may have held a ticket) never sent on. */
export const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
