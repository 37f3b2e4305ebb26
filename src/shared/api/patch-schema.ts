import * as z from './zod-mini';

type WithoutDefault<T> = T extends z.ZodMiniDefault<infer Inner> | z.ZodMiniPrefault<infer Inner> ? Inner : T;

/** Each field of `Shape` optional, with any default it had removed. */
export type PatchShape<Shape extends z.core.$ZodShape> = {
  -readonly [K in keyof Shape]: z.ZodMiniOptional<WithoutDefault<Shape[K]>>;
};

function withoutDefault(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def;
  return def.type === 'default' || def.type === 'prefault'
    ? (def as z.core.$ZodDefaultDef | z.core.$ZodPrefaultDef).innerType
    : schema;
}

/**
 * The body of a PATCH of what `create` makes: every field optional, none defaulted. A default fills what a new
 * item leaves out; in an edit it would overwrite a stored value the body never named (an edit of one field
 * emptying the others).
 */
export function patchOf<Shape extends z.core.$ZodShape>(
  create: z.ZodMiniObject<Shape>,
): z.ZodMiniObject<PatchShape<Shape>> {
  const fields = Object.fromEntries(
    Object.entries(create.shape).map(([key, schema]) => [key, z.optional(withoutDefault(schema))]),
  );
  return z.object(fields) as unknown as z.ZodMiniObject<PatchShape<Shape>>;
}
