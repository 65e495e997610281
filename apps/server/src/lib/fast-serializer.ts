import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A response serializer compiled by fast-json-stringify from the route's zod response schema
 * (z.toJSONSchema), for hot routes: the zod compiler re-parses every answer before JSON.stringify.
 * Request validation and the OpenAPI document still come from the zod schemas; output keeps to the
 * schema's properties (fast-json-stringify drops unknown ones and refuses values of a wrong type).
 */
export const fastSerializerCompiler = ({
  schema,
}: {
  schema: unknown;
}): ((data: unknown) => string) => {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
