import * as v from 'valibot';
import { cmsLanguage, cmsList, cmsText, lazySchema } from '@/lib/cms-schema';

export const communitySessionSchema = lazySchema(() =>
  v.object({
    title: v.string(),
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
    imagePath: cmsText,
    imageAltText: cmsText,
    eventDate: cmsText,
    eventFormat: cmsText,
    children_sessions: cmsList(communitySessionSchema),
    articleIds: v.fallback(v.array(v.string()), []),
    /** Set when the page is another language's (a language fallback): its texts are in it. */
    language: cmsLanguage,
  }),
);
export type CommunityPageContent = v.InferOutput<typeof communityPageSchema>;
