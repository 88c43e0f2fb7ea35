import * as v from 'valibot';
import { contentFileUrl } from './http';
import { safeUrl } from './safe-url';

/**
 * Field parsers for CMS payloads. A CMS field of the wrong type reads as absent instead of
 * failing the whole payload: one bad field must not blank a page. Text an author left empty or
 * typed only spaces into is absent too: every component shows or replaces absent text (a default
 * label, no heading), but rendered blank text made empty headings and unnamed links.
 */
export const cmsText = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => (value.trim() === '' ? undefined : value)),
    ),
  ),
  undefined,
);

/**
 * Text an item cannot be shown without (an FAQ's question, a link's label): one that is empty or
 * only whitespace fails the item, so a list drops it instead of rendering an unnamed button or an
 * empty heading.
 */
export const cmsRequiredText = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ''),
);

/**
 * Set by the service on an item it sent in English for lack of a translation (DESIGN.md
 * section 8): the app renders that item inside lang="en", so a screen reader pronounces it right.
 */
export const cmsLanguage = v.fallback(v.optional(v.string()), undefined);

/**
 * A CMS file's URL (a picture, a CSS background, a video, its captions): one that fails the
 * safe-url allow-list reads as absent, so no component can forget to check it, and a path is
 * read on the content service's host, where the CMS keeps its files.
 */
export const cmsUrl = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => {
        const url = safeUrl(value);
        return url === undefined ? undefined : contentFileUrl(url);
      }),
    ),
  ),
  undefined,
);

/** A number, or text that reads as one ("3"): AEM sends either. */
const numberOrNumericText = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(Number),
  v.finite(),
);

export const cmsNumber = v.fallback(v.optional(numberOrNumericText), undefined);

/** A list's count: a count read as 0 hides the list, so "3" must count as 3. */
export const cmsCount = v.fallback(numberOrNumericText, 0);

/**
 * A list of texts shown as list items (a persona's bullets): blank texts and repeats are left out,
 * since an empty item reads as nothing and the items are keyed by their text.
 */
export const cmsTextList = v.fallback(
  v.pipe(
    v.array(v.string()),
    v.transform((texts) => [...new Set(texts.filter((text) => text.trim() !== ''))]),
  ),
  [],
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
 * optional or has a fallback.) With `uniqueBy`, a later item with the same key as an earlier one
 * is dropped: components key and open items by their CMS id, and two items sharing one would
 * open together and make React warn.
 */
export function cmsList<T extends v.GenericSchema>(
  item: T,
  uniqueBy?: (parsed: v.InferOutput<T>) => string,
) {
  const empty: v.InferOutput<T>[] = [];
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((items): v.InferOutput<T>[] => {
        if (!Array.isArray(items)) return [];
        const seen = new Set<string>();
        return items.flatMap((raw) => {
          const parsed = v.safeParse(item, raw);
          if (!parsed.success) return [];
          if (uniqueBy) {
            const key = uniqueBy(parsed.output);
            if (seen.has(key)) return [];
            seen.add(key);
          }
          return [parsed.output];
        });
      }),
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
