import type { z } from 'zod';
import { cleanText } from './text';

/**
 * Walks a request schema and lists the paths of strings that escape the rule of `text.ts`: a string
 * (or string format, or record key) without the `cleanText` check or without a maximum length.
 * Tests run it over every schema a route validates with, so a new field cannot skip the rule.
 */
export function findUncheckedStrings(schema: z.ZodType, path = '$'): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (s: z.ZodType, at: string): void => {
    if (seen.has(s)) return;
    seen.add(s);
    // zod 4 keeps each schema's definition here; its shape is stable across 4.x.
    const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    const child = (key: string, suffix: string) => {
      const c = def[key] as z.ZodType | undefined;
      if (c) walk(c, at + suffix);
    };
    switch (def.type) {
      case 'string': {
        const checks = (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? [];
        if (!checks.includes(cleanText)) found.push(`${at}: no cleanText check`);
        const bounded = checks.some((c) =>
          ['max_length', 'length_equals'].includes(c._zod.def.check),
        );
        if (!bounded) found.push(`${at}: no maximum length`);
        return;
      }
      case 'object': {
        const shape = def.shape as Record<string, z.ZodType>;
        for (const [k, v] of Object.entries(shape)) walk(v, `${at}.${k}`);
        child('catchall', '.*');
        return;
      }
      case 'array':
        return child('element', '[]');
      case 'record':
        child('keyType', '{key}');
        return child('valueType', '{}');
      case 'union':
        (def.options as z.ZodType[]).forEach((o, i) => walk(o, `${at}|${i}`));
        return;
      case 'intersection':
        child('left', '&0');
        return child('right', '&1');
      case 'tuple':
        (def.items as z.ZodType[]).forEach((o, i) => walk(o, `${at}[${i}]`));
        return child('rest', '[...]');
      case 'pipe':
        return child('in', '');
      case 'lazy':
        return walk((def.getter as () => z.ZodType)(), at);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return child('innerType', '');
      default:
        return;
    }
  };
  walk(schema, path);
  return found;
}
