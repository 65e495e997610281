import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI description of every route, from their zod schemas, and its UI at /docs. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Member app API',
          version: '0.1.0',
          description:
            'The calls of SPEC §7. Every answer is the envelope {success, message, errorCode, value}.',
        },
        components: {
          securitySchemes: {
            sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
            operatorToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
