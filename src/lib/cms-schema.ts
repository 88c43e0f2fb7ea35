import { z } from 'zod/mini';
import { safeUrl } from './safe-url';

/**
 * Field parsers for CMS payloads. A CMS field of the wrong type reads as absent instead of
 * failing the whole payload: one bad field must not blank a page.
 */
export const cmsText = z.catch(z.optional(z.string()), undefined);

/**
 * Set by the service on an item it sent in English for lack of a translation (DESIGN.md
 * section 8): the app renders that item inside lang="en", so a screen reader pronounces it right.
 */
export const cmsLanguage = z.catch(z.optional(z.string()), undefined);

/**
 * A CMS URL the app uses as it is (an image source, a CSS background): one that fails the
 * safe-url allow-list reads as absent, so no component can forget to check it.
 */
export const cmsUrl = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value) => safeUrl(value)),
    ),
  ),
  undefined,
);

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

/**
 * A payload schema built the first time it parses. Zod builds a schema's whole tree where it is
 * declared: declared eagerly, the payload schemas of every page took about 110 ms (at 4x CPU, a
 * phone's pace) of the start-up task, before the first page could render. Each page now builds
 * only the ones it uses.
 */
export function lazySchema<T extends z.ZodMiniType>(build: () => T) {
  return z.lazy(build);
}
