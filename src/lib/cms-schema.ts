import { z } from 'zod/mini';

/**
 * Field parsers for CMS payloads. A CMS field of the wrong type reads as absent instead of
 * failing the whole payload: one bad field must not blank a page.
 */
export const cmsText = z.catch(z.optional(z.string()), undefined);

export const cmsNumber = z.catch(
  z.optional(
    z.pipe(
      z.union([z.number(), z.string()]),
      z.transform((value) => {
        const n = typeof value === 'number' ? value : Number(value);
        return Number.isFinite(n) ? n : undefined;
      }),
    ),
  ),
  undefined,
);

/** AEM sends booleans as booleans or as "true"/"false". */
export const cmsFlag = z.catch(
  z.optional(
    z.pipe(
      z.union([z.boolean(), z.string()]),
      z.transform((value) => value === true || value === 'true'),
    ),
  ),
  undefined,
);

/** A list where items that do not parse are dropped, not fatal. */
export function cmsList<T extends z.ZodMiniType>(item: T) {
  return z.catch(
    z.pipe(
      z.optional(z.array(z.unknown())),
      z.transform((items) =>
        (items ?? []).flatMap((raw) => {
          const parsed = item.safeParse(raw);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    ),
    [],
  );
}
