import fc from 'fast-check';
import { z } from 'zod';
import { FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE } from '@shared/api/dates';
import { boundaryDates, boundaryDateTimes } from './hostile-values';

/** The subset of JSON Schema that z.toJSONSchema produces for our routes. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
}

/** A zod schema as JSON Schema (its input side), or {} (anything) when it has no JSON form. */
export function toJsonSchema(schema: unknown): JsonSchema {
  if (!(schema instanceof z.core.$ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const MAX_DEPTH = 6;
// Generated lists and strings stay short: the point is their shape, the hostile values test the sizes.
const MAX_ITEMS = 4;
const MAX_STRING = 40;

// Any instant of the calendar the product accepts, and now and then one of its edges (or just past them).
const calendarInstant = fc.date({
  min: new Date(`${FIRST_CALENDAR_DATE}T00:00:00Z`),
  max: new Date(`${LAST_CALENDAR_DATE}T23:59:59Z`),
  noInvalidDate: true,
});

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.oneof(
        { arbitrary: calendarInstant.map((d) => d.toISOString()), weight: 1 },
        { arbitrary: fc.constantFrom(...boundaryDateTimes), weight: 1 },
      );
    case 'date':
      return fc.oneof(
        { arbitrary: calendarInstant.map((d) => d.toISOString().slice(0, 10)), weight: 1 },
        { arbitrary: fc.constantFrom(...boundaryDates), weight: 2 },
      );
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // A pattern JavaScript cannot compile: plain strings below.
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, MAX_STRING);
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING)),
  });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Real values for fields of a body or query, by field name: a list of them for an array field. */
export type FieldValues = Record<string, readonly string[]>;

/** The field's real values (mostly), or what its schema draws. */
function fieldFor(schema: JsonSchema | undefined, depth: number, fields: FieldValues, key: string) {
  const drawn = fromJsonSchema(schema, depth + 1, fields);
  const real = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!real || real.length === 0) return drawn;
  const isArray = schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type[0] === 'array');
  const known = isArray ? fc.subarray([...real], { minLength: 1 }) : fc.constantFrom(...real);
  return fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: drawn, weight: 1 });
}

function objectFor(schema: JsonSchema, depth: number, fields: FieldValues): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0 && schema.additionalProperties && schema.additionalProperties !== true) {
    const key = schema.propertyNames
      ? fromJsonSchema(schema.propertyNames, depth + 1, fields)
      : fc.string({ maxLength: 20 });
    return fc.dictionary(
      key.map((k) => String(k)),
      fromJsonSchema(schema.additionalProperties, depth + 1, fields),
      { maxKeys: MAX_ITEMS },
    );
  }
  const model = Object.fromEntries(keys.map((key) => [key, fieldFor(properties[key], depth, fields, key)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) });
}

/**
 * Values that match a JSON Schema, most of the time (refinements zod checks in code are not known here); an
 * object's field named in `fields` mostly takes one of the real values given for it.
 */
export function fromJsonSchema(
  schema: JsonSchema | undefined,
  depth = 0,
  fields: FieldValues = {},
): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((c) => fromJsonSchema(c, depth + 1, fields)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], depth + 1, fields);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.min(schema.minItems ?? 0, MAX_ITEMS);
      return fc.array(fromJsonSchema(schema.items, depth + 1, fields), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    }
    case 'object':
      return objectFor(schema, depth, fields);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
