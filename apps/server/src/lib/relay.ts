import type { FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import type { App } from './app-instance';
import { ok } from './envelope';

export interface RelayOptions<I extends z.ZodType, V extends z.ZodType> {
  /** Parameters: the JSON body of the POST, the query of the GET. */
  input: I;
  /**
   * The GET's query when it differs from `input`: query values are strings, so booleans and numbers
   * of the body need coercing there; and an input named for OpenAPI (`.meta({ id })`) needs an
   * unnamed copy there, since query parameters are listed inline. Answers the same output as `input`.
   */
  query?: z.ZodType<z.output<I>>;
  value: V;
  /** 'required' answers CUSTOMER_NOT_LOGIN without a session; 'optional' sets request.member when present. */
  auth: 'required' | 'optional' | 'none';
  /** Also answer `DELETE` with the POST's JSON body (§7 "third HTTP verb helper": CSP_fcmUnsubscribe). */
  del?: boolean;
  summary: string;
  description?: string;
  tags?: string[];
  handler: (request: FastifyRequest, input: z.output<I>) => Promise<z.input<V>>;
}

/**
 * §7 "Relay calls under /wps/relay/": one named call, answered in the envelope, reachable as
 * `POST /wps/relay/{NAME}` (JSON body) and `GET /wps/relay/{NAME}` (query), because the client
 * uses both (GCS_gameTrialLaunch "also a synchronous GET").
 */
export function relayRoute<I extends z.ZodType, V extends z.ZodType>(
  app: App,
  name: string,
  o: RelayOptions<I, V>,
) {
  const config = {
    auth: o.auth === 'required',
    optionalAuth: o.auth === 'optional',
    public: o.auth !== 'required',
  };
  const response = { 200: envelope(o.value), '4xx': errorEnvelope, '5xx': errorEnvelope };
  const common = {
    tags: o.tags ?? ['relay'],
    summary: o.summary,
    description: o.description,
    response,
  };
  const postSchema: FastifySchema = { ...common, body: o.input };
  const getSchema: FastifySchema = { ...common, querystring: o.query ?? o.input };
  const url = `/wps/relay/${name}`;
  app.post(url, { config, schema: postSchema }, async (request) =>
    ok(await o.handler(request, request.body as z.output<I>)),
  );
  app.get(url, { config, schema: getSchema }, async (request) =>
    ok(await o.handler(request, request.query as z.output<I>)),
  );
  if (o.del) {
    app.delete(url, { config, schema: postSchema }, async (request) =>
      ok(await o.handler(request, request.body as z.output<I>)),
    );
  }
}
