import type { FieldSpec } from './content-types';

/**
 * Between a stored item and the editor's form: the form holds text (inputs), booleans and numbers;
 * the API takes the contract's values (null for "none", epoch ms for times).
 */
export interface FormValues {
  [name: string]: string | boolean | FormValues[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function msToLocalInput(ms: unknown): string {
  if (typeof ms !== 'number') return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function toFormValues(
  fields: readonly FieldSpec[],
  item: Record<string, unknown>,
): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = item[f.name];
    if (f.kind === 'switch') values[f.name] = v === true;
    else if (f.kind === 'datetime') values[f.name] = msToLocalInput(v);
    else if (f.kind === 'idList') values[f.name] = Array.isArray(v) ? v.join(', ') : '';
    else if (f.kind === 'textList') values[f.name] = Array.isArray(v) ? v.join('\n') : '';
    else if (f.kind === 'objectList')
      values[f.name] = Array.isArray(v)
        ? v.map((row) => toFormValues(f.fields ?? [], row as Record<string, unknown>))
        : [];
    else if (f.kind === 'conditionList')
      values[f.name] = Array.isArray(v)
        ? (v as { name: string; target: number }[]).map((c) => `${c.name}: ${c.target}`).join('\n')
        : '';
    else values[f.name] = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  }
  return values;
}

/** A new row of an object list: a select's first option, 0 for a number, else empty. */
export function buildRow(fields: readonly FieldSpec[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.kind === 'select') row[f.name] = f.empty === 'required' ? (f.options?.[0] ?? '') : null;
    else if (f.kind === 'number') row[f.name] = 0;
    else if (f.kind === 'switch') row[f.name] = false;
    else if (f.kind === 'objectList' || f.kind === 'idList' || f.kind === 'textList')
      row[f.name] = [];
    else row[f.name] = '';
  }
  return row;
}

/**
 * Where the form shows a message of the contract about `path` (zod's path of an issue): on the
 * field, on a row's field for an object list, or for the whole form (a rule across fields, such
 * as a minimum above its maximum).
 */
export function errorPlace(fields: readonly FieldSpec[], path: readonly PropertyKey[]): string[] {
  const [name, index, sub] = path;
  if (name === undefined) return ['root'];
  const spec = fields.find((f) => f.name === name);
  if (spec?.kind === 'objectList' && typeof index === 'number' && sub !== undefined)
    return [String(name), String(index), String(sub)];
  return [String(name)];
}

/** What an empty input means for a field: null, nothing (the field is left out), or the value itself. */
function emptyAs(f: FieldSpec, value: unknown): unknown {
  return f.empty === 'null' ? null : f.empty === 'omit' ? undefined : value;
}

/** The body of a create or an update, from the form (every field: the editor sends the whole item). */
export function toBody(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'switch') {
      body[f.name] = v === true;
      continue;
    }
    if (f.kind === 'objectList') {
      body[f.name] = (Array.isArray(v) ? v : []).map((row) => toBody(f.fields ?? [], row));
      continue;
    }
    const text = typeof v === 'string' ? v.trim() : '';
    let value: unknown;
    switch (f.kind) {
      case 'datetime': {
        const ms = text ? new Date(text).getTime() : NaN;
        value = Number.isNaN(ms) ? emptyAs(f, NaN) : ms;
        break;
      }
      case 'number':
        value = text === '' ? emptyAs(f, NaN) : Number(text);
        break;
      case 'idList':
        value = text
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((id) => Number(id));
        break;
      case 'textList':
        value = text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      case 'conditionList':
        value = text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const cut = line.lastIndexOf(':');
            return cut < 0
              ? { name: line, target: NaN }
              : { name: line.slice(0, cut).trim(), target: Number(line.slice(cut + 1).trim()) };
          });
        break;
      case 'html':
        // HTML keeps its own whitespace; the server sanitizes it.
        value = typeof v === 'string' ? v : '';
        break;
      default:
        value = text === '' ? emptyAs(f, '') : text;
    }
    if (value !== undefined) body[f.name] = value;
  }
  return body;
}

/** Moves one id up (-1) or down (+1) in the order; the ends stay put. */
export function moveInOrder<T>(ids: readonly T[], id: T, delta: -1 | 1): T[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Drag and drop: the dragged id lands where the target was. */
export function dropInOrder<T>(ids: readonly T[], dragged: T, target: T): T[] {
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, dragged);
  return next;
}

/**
 * What the phone preview says under the frame about a draft of this type: whose view it is (the
 * reward center and the missions are member pages, shown as a new member sees them: nothing
 * claimed, no progress), or that players see the draft nowhere (a promotion out of the reward
 * center, the only page that lists promotions).
 */
export function previewNote(type: string, item: unknown): 'newMember' | 'notListed' | null {
  if (type === 'promotions')
    return (item as { rewardCenter?: unknown }).rewardCenter === true ? 'newMember' : 'notListed';
  return type === 'missions' ? 'newMember' : null;
}
