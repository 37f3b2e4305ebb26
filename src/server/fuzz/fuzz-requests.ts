import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { fromJsonSchema, toJsonSchema, type JsonSchema } from './json-schema-arbitrary';
import { hostileString, hostileValue, prototypeObject, rawBodies } from './hostile-values';

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
  payload?: string;
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

function pathArbitrary(
  route: FuzzRoute,
  known: KnownValues,
): fc.Arbitrary<{ path: string; params: Record<string, string> }> {
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
    return { path, params: params as Record<string, string> };
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

function queryArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const keys = Object.keys(route.querystring.properties ?? {});
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
      { arbitrary: fromJsonSchema(route.querystring), weight: 3 },
      { arbitrary: hostileForKeys, weight: 3 },
      { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }), weight: 1 },
      { arbitrary: prototypeObject, weight: 1 },
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

function bodyArbitrary(schema: JsonSchema): fc.Arbitrary<{ contentType?: string; payload?: string }> {
  const valid = fromJsonSchema(schema);
  const json = (value: unknown) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  return fc.oneof(
    { arbitrary: valid.map(json), weight: 4 },
    { arbitrary: mutated(valid).map(json), weight: 4 },
    { arbitrary: hostileValue.map(json), weight: 1 },
    { arbitrary: rawBodies, weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/**
 * Requests for one route: its path parameters, query and body drawn from its own schemas, then bent out of
 * shape. `bodySchema` may refine the body by the chosen parameters (a tool entry's data by its tool key).
 */
export function requestArbitrary(
  route: FuzzRoute,
  known: KnownValues,
  bodySchema: (params: Record<string, string>) => JsonSchema = () => route.body,
): fc.Arbitrary<FuzzRequest> {
  return pathArbitrary(route, known).chain(({ path, params }) =>
    fc
      .tuple(
        queryArbitrary(route),
        WITH_BODY.has(route.method) ? bodyArbitrary(bodySchema(params)) : fc.constant({}),
      )
      .map(([query, body]) => ({ method: route.method, url: query ? `${path}?${query}` : path, ...body })),
  );
}
