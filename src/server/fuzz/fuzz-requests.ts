import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import {
  malformedMultipartBodies,
  multipartFile,
  nulFileNameBodies,
  type MultipartBody,
} from '../test/multipart-bodies';
import { fromJsonSchema, toJsonSchema, type FieldValues, type JsonSchema } from './json-schema-arbitrary';
import {
  boundaryDateRanges,
  hostileString,
  hostileValue,
  prototypeObject,
  rawBodies,
} from './hostile-values';

/** A registered API route with its own schemas as JSON Schema. */
export interface FuzzRoute {
  method: string;
  url: string;
  params: JsonSchema;
  querystring: JsonSchema;
  body: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An onRoute hook that records every API route (one entry per method) into `routes`. */
export function routeCollector(routes: FuzzRoute[]) {
  return (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (SKIPPED_METHODS.has(method)) continue;
      routes.push({
        method,
        url: route.url,
        params: toJsonSchema(schema.params),
        querystring: toJsonSchema(schema.querystring),
        body: toJsonSchema(schema.body),
      });
    }
  };
}

/** Extra knowledge of a path parameter: real values worth hitting (existing tool keys, entry ids). */
export type KnownValues = Record<string, readonly string[]>;

function paramArbitrary(name: string, schema: JsonSchema | undefined, known: KnownValues) {
  const fromSchema = fromJsonSchema(schema).map(String);
  const real = known[name];
  return fc.oneof(
    { arbitrary: real && real.length > 0 ? fc.constantFrom(...real) : fromSchema, weight: 4 },
    { arbitrary: fromSchema, weight: 2 },
    { arbitrary: hostileString, weight: 3 },
  );
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function encodeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function pathArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
  const model = Object.fromEntries(
    names.map((n) => [n, paramArbitrary(n, route.params.properties?.[n], known)]),
  );
  return fc.tuple(fc.record(model), fc.boolean()).map(([params, encode]) => {
    let path = route.url;
    for (const [name, value] of Object.entries(params)) {
      // Mostly encoded as a browser would; sometimes raw, so malformed escapes and odd characters reach the router.
      path = path.replace(`:${name}`, encode ? encodeAny(value) : value.replaceAll('/', '%2F'));
    }
    return path;
  });
}

function toQueryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else
      search.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

/** The edge ranges as the route's `from` and `to` take them, or none when it takes no date range. */
function boundaryRangesFor(route: FuzzRoute): { from: string; to: string }[] {
  const { from, to } = route.querystring.properties ?? {};
  const formats = new Set([from?.format, to?.format]);
  if (formats.size !== 1 || !(formats.has('date') || formats.has('date-time'))) return [];
  const asFormat = (date: string) => (formats.has('date') ? date : `${date}T00:00:00Z`);
  return boundaryDateRanges.map(([first, last]) => ({ from: asFormat(first), to: asFormat(last) }));
}

/**
 * A query holding a date range close to the calendar's edges, when the route takes `from` and `to` dates:
 * drawn one by one, two dates seldom make a range the route accepts, and loops over days hide behind it.
 */
function dateRangeQuery(route: FuzzRoute, fields: FieldValues): fc.Arbitrary<Record<string, unknown>> | null {
  const ranges = boundaryRangesFor(route);
  if (ranges.length === 0) return null;
  return fc
    .tuple(fromJsonSchema(route.querystring, 0, fields), fc.constantFrom(...ranges))
    .map(([values, range]) => ({ ...(values as Record<string, unknown>), ...range }));
}

/**
 * Every edge range on every known value of the route's path parameters (each progress section, each tool):
 * the requests that reach a loop over the days of a range, sent all, not left to chance.
 */
export function boundaryRangeRequests(route: FuzzRoute, known: KnownValues): FuzzRequest[] {
  const ranges = boundaryRangesFor(route);
  if (ranges.length === 0) return [];
  let paths = [route.url];
  for (const [, name = ''] of route.url.matchAll(/:([A-Za-z]+)/g)) {
    const values = known[name] ?? [];
    paths = paths.flatMap((path) => values.map((value) => path.replace(`:${name}`, encodeAny(value))));
  }
  return paths.flatMap((path) =>
    ranges.map((range) => ({ method: route.method, url: `${path}?${new URLSearchParams(range)}` })),
  );
}

function queryArbitrary(route: FuzzRoute, fields: FieldValues): fc.Arbitrary<string> {
  const keys = Object.keys(route.querystring.properties ?? {});
  const ranges = dateRangeQuery(route, fields);
  const hostileForKeys =
    keys.length > 0
      ? fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })),
        )
      : fc.constant({});
  return fc
    .oneof(
      { arbitrary: fc.constant({}), weight: 2 },
      { arbitrary: fromJsonSchema(route.querystring, 0, fields), weight: 3 },
      { arbitrary: hostileForKeys, weight: 3 },
      { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }), weight: 1 },
      { arbitrary: prototypeObject, weight: 1 },
      ...(ranges ? [{ arbitrary: ranges, weight: 4 }] : []),
    )
    .map((values) => toQueryString((values ?? {}) as Record<string, unknown>));
}

/** A valid-looking value with one field (or a new one) replaced by a hostile value. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, hostileValue, fc.nat(), hostileString).map(([value, hostile, pick, newKey]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length > 0 && pick % 3 !== 0 ? (keys[pick % keys.length] ?? newKey) : newKey;
    copy[key] = hostile;
    return copy;
  });
}

// The smallest real PNG (1×1), so a well-framed upload reaches the image checks behind the parser.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Multipart bodies for every route with a body: the upload fields, well framed and broken every known way. */
const multipartBodies: fc.Arbitrary<MultipartBody> = fc
  .constantFrom('file', 'avatar', 'data')
  .chain((field) =>
    fc.constantFrom(
      multipartFile(field, 'a.png', ONE_PIXEL_PNG, 'image/png'),
      ...malformedMultipartBodies(field, ONE_PIXEL_PNG).map(([, body]) => body),
      ...nulFileNameBodies(field, ONE_PIXEL_PNG).map(([, body]) => body),
    ),
  );

function bodyArbitrary(
  schema: JsonSchema,
  fields: FieldValues,
): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const valid = fromJsonSchema(schema, 0, fields);
  const json = (value: unknown) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  return fc.oneof(
    { arbitrary: valid.map(json), weight: 4 },
    { arbitrary: mutated(valid).map(json), weight: 4 },
    { arbitrary: hostileValue.map(json), weight: 1 },
    { arbitrary: rawBodies, weight: 1 },
    { arbitrary: multipartBodies, weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/**
 * Requests for one route: its path parameters, query and body drawn from its own schemas, then bent out of
 * shape. `known` holds real values for path parameters, `fields` for query and body fields (by name).
 */
export function requestArbitrary(
  route: FuzzRoute,
  known: KnownValues,
  fields: FieldValues = {},
): fc.Arbitrary<FuzzRequest> {
  const bodies = WITH_BODY.has(route.method) ? bodyArbitrary(route.body, fields) : fc.constant({});
  return pathArbitrary(route, known).chain((path) =>
    fc
      .tuple(queryArbitrary(route, fields), bodies)
      .map(([query, body]) => ({ method: route.method, url: query ? `${path}?${query}` : path, ...body })),
  );
}
