import * as v from 'valibot';
import {
  cmsLanguage,
  cmsList,
  cmsRequiredText,
  cmsText,
  cmsUrl,
  lazySchema,
} from '@/lib/cms-schema';

const communitySessionSchema = lazySchema(() =>
  v.object({
    title: cmsRequiredText,
    speaker: cmsText,
    length: cmsText,
  }),
);

/** A community / virtual-event page fragment. */
export const communityPageSchema = lazySchema(() =>
  v.object({
    'jcr:title': cmsText,
    eyebrow: cmsText,
    title: cmsText,
    content: cmsText,
    imagePath: cmsUrl,
    imageAltText: cmsText,
    eventDate: cmsText,
    eventFormat: cmsText,
    children_sessions: cmsList(communitySessionSchema),
    // Each article once: the page keys its cards by article id.
    articleIds: v.fallback(
      v.pipe(
        v.array(v.string()),
        v.transform((ids) => [...new Set(ids)]),
      ),
      [],
    ),
    /** Set when the page is another language's (a language fallback): its texts are in it. */
    language: cmsLanguage,
  }),
);
export type CommunityPageContent = v.InferOutput<typeof communityPageSchema>;
