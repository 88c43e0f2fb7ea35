import * as v from 'valibot';
import { safeUrl } from './safe-url';

/**
 * Field parsers for CMS payloads. A CMS field of the wrong type reads as absent instead of
 * failing the whole payload: one bad field must not blank a page.
 */
export const cmsText = v.fallback(v.optional(v.string()), undefined);

/**
 * Set by the service on an item it sent in English for lack of a translation (DESIGN.md
 * section 8): the app renders that item inside lang="en", so a screen reader pronounces it right.
 */
export const cmsLanguage = v.fallback(v.optional(v.string()), undefined);

/**
 * A CMS URL the app uses as it is (an image source, a CSS background): one that fails the
 * safe-url allow-list reads as absent, so no component can forget to check it.
 */
export const cmsUrl = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => safeUrl(value)),
    ),
  ),
  undefined,
);

export const cmsNumber = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform((value) => {
        const n = typeof value === 'number' ? value : Number(value);
        return Number.isFinite(n) ? n : undefined;
      }),
    ),
  ),
  undefined,
);

/** AEM sends booleans as booleans or as "true"/"false". */
export const cmsFlag = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.string()]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  undefined,
);

/**
 * A list where items that do not parse are dropped, not fatal; a missing list, or anything but
 * an array, is empty. (Optional: valibot fails an object whose key is missing unless the field is
 * optional or has a fallback.)
 */
export function cmsList<T extends v.GenericSchema>(item: T) {
  const empty: v.InferOutput<T>[] = [];
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((items): v.InferOutput<T>[] =>
        Array.isArray(items)
          ? items.flatMap((raw) => {
              const parsed = v.safeParse(item, raw);
              return parsed.success ? [parsed.output] : [];
            })
          : [],
      ),
    ),
    empty,
  );
}

/**
 * A payload schema built the first time it parses. Zod, which the app used before, built a
 * schema's whole tree where it was declared: declared eagerly, the payload schemas of every page
 * took about 110 ms (at 4x CPU, a phone's pace) of the start-up task. Valibot's schemas are
 * cheaper to build, but each page still builds only the ones it uses. (Valibot's own `lazy` asks
 * its getter again on every parse; this one builds once.)
 */
export function lazySchema<T extends v.GenericSchema>(build: () => T) {
  let built: T | undefined;
  return v.lazy(() => (built ??= build()));
}
