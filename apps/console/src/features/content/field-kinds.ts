import { z } from 'zod';
import { imageUrlSchema } from '@member-app/contract/schemas/image-url';

/**
 * How the editor shows a field of a content type, read from the contract's input schema so that
 * the console never restates a rule: a field's kind, its options and whether it may be left empty
 * come from the zod schema the server validates with. Only presentation is decided here (which
 * strings are HTML, long text or times): the schema cannot say how a person wants to type them.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'html'
  | 'image'
  | 'number'
  | 'switch'
  | 'datetime'
  | 'select'
  /** Ids or amounts separated by commas (e.g. VIP labels an entry is limited to). */
  | 'idList'
  /** Short texts, one per line (the referral program's rules). */
  | 'textList'
  /** One `name: target` per line (VIP rank conditions). */
  | 'conditionList'
  /** Rows of fields of their own, added, removed and moved (deposit channels). */
  | 'objectList';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Empty means "none": sent as null (nullable fields) or left out (optional ones). */
  empty: 'null' | 'omit' | 'required';
  /** The values of a select, in the schema's order. */
  options?: readonly string[];
  /** The fields of one row of an object list, read from the schema of its items. */
  fields?: readonly FieldSpec[];
}

/** Presentation by field name, the same in every content type. */
const HTML_FIELDS = new Set(['content']);
const LONG_TEXT_FIELDS = new Set(['summary', 'description', 'descriptionCn']);
/** Epoch milliseconds in the contract, typed as a local date and time. */
const TIME_FIELDS = new Set(['startAt', 'endAt', 'publishedAt']);
/** Lists of `{name, target}` typed as lines (short enough to type; rows would be slower). */
const CONDITION_FIELDS = new Set(['rankConditions']);

/** The schema under its default, nullable and optional wrappers, and what they allow. */
export function unwrapField(schema: z.ZodType): {
  inner: z.ZodType;
  empty: FieldSpec['empty'];
} {
  let inner = schema;
  let empty: FieldSpec['empty'] = 'required';
  for (;;) {
    if (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodNullable) {
      empty = 'null';
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodOptional) {
      if (empty === 'required') empty = 'omit';
      inner = inner.unwrap() as z.ZodType;
    } else return { inner, empty };
  }
}

/** One field of a contract input schema as the editor shows it. */
export function fieldFromSchema(name: string, schema: z.ZodType): FieldSpec {
  const { inner, empty } = unwrapField(schema);
  const spec = (kind: FieldKind, options?: readonly string[]): FieldSpec =>
    options ? { name, kind, empty, options } : { name, kind, empty };
  if (inner instanceof z.ZodEnum) return spec('select', inner.options as string[]);
  if (inner instanceof z.ZodLiteral) return spec('select', [...inner.values].map(String));
  if (inner instanceof z.ZodBoolean) return spec('switch');
  if (inner instanceof z.ZodNumber) return spec(TIME_FIELDS.has(name) ? 'datetime' : 'number');
  if (inner instanceof z.ZodArray) {
    const element = unwrapField(inner.element as z.ZodType).inner;
    if (element instanceof z.ZodObject)
      return CONDITION_FIELDS.has(name)
        ? spec('conditionList')
        : { ...spec('objectList'), fields: fieldsFromSchema(element) };
    return spec(element instanceof z.ZodString ? 'textList' : 'idList');
  }
  if (inner === imageUrlSchema) return spec('image');
  if (HTML_FIELDS.has(name)) return spec('html');
  if (LONG_TEXT_FIELDS.has(name)) return spec('textarea');
  return spec('text');
}

/** Every field of an input schema, in the schema's order. */
export function fieldsFromSchema(schema: z.ZodObject): FieldSpec[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) =>
    fieldFromSchema(name, field),
  );
}
