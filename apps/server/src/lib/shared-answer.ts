import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Values that every request asking for them is answered with as they are, never changed once
 * made: the content answers each instance keeps per merchant, the game lanes, lists and searches
 * kept per built catalogue. Marked by the cache that holds them.
 */
const sharedValues = new WeakSet<object>();

/** Marks `value` as a kept, never-changed answer (see `sharedAnswerSerializerCompiler`). */
export function shared<T>(value: T): T {
  if (typeof value === 'object' && value !== null) sharedValues.add(value);
  return value;
}

/** The value of a success envelope without a message (what `ok(value)` makes), else null. */
function sharedValueOf(data: unknown): object | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as { success?: unknown; message?: unknown; errorCode?: unknown; value?: unknown };
  if (d.success !== true || d.message !== null || d.errorCode !== null) return null;
  const value = d.value;
  return typeof value === 'object' && value !== null && sharedValues.has(value) ? value : null;
}

/**
 * The zod response serializer (the contract's schemas check every answer before it leaves), which
 * keeps the text of a shared answer: the zod check re-parses the whole answer on every request
 * (half the processor time of a game lanes call), though a kept answer is the same object each
 * time. The text is kept per route schema and per answer object, and goes with the object.
 */
export const sharedAnswerSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    const value = sharedValueOf(data);
    if (!value) return serialize(data);
    let text = texts.get(value);
    if (text === undefined) {
      text = serialize(data);
      texts.set(value, text);
    }
    return text;
  };
};
