import * as v from 'valibot';
import {
  cmsFlag,
  cmsLanguage,
  cmsList,
  cmsRequiredText,
  cmsText,
  lazySchema,
} from '@/lib/cms-schema';

/** SPEC.md "FAQ". */
const faqSchema = lazySchema(() =>
  v.object({
    id: v.string(),
    question: cmsRequiredText,
    answer: cmsText,
    isEnroll: cmsFlag,
    language: cmsLanguage,
  }),
);
export type Faq = v.InferOutput<typeof faqSchema>;

export const faqListSchema = lazySchema(() =>
  v.object({ faqs: cmsList(faqSchema, (faq) => faq.id) }),
);

/** SPEC.md "FAQ page": enrolled users see the enroll-only FAQs; everyone else sees the rest. */
export function faqsFor(faqs: readonly Faq[], isEnroll: boolean): Faq[] {
  return faqs.filter((faq) => Boolean(faq.isEnroll) === isEnroll);
}

/** The element id of an FAQ's accordion: the FAQ page opens the FAQ its URL's hash names. */
export const faqAnchor = (id: string) => `faq-${id}`;

/**
 * The FAQ a URL's hash names: by its accordion's id (`#faq-{id}`, the app's own links) or by its
 * plain id, as a CMS writer links it (`/acme/faqs#{id}`). The accordion's id is tried first, so
 * an address already shared keeps opening the FAQ it did.
 */
export function linkedFaqId(faqs: readonly Faq[] | undefined, hash: string): string | undefined {
  return (
    faqs?.find((faq) => `#${faqAnchor(faq.id)}` === hash)?.id ??
    faqs?.find((faq) => `#${faq.id}` === hash)?.id
  );
}
