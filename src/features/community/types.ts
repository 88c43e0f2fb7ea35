import * as v from 'valibot';
import { cmsList, cmsText, lazySchema } from '@/lib/cms-schema';

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
  }),
);
export type CommunityPageContent = v.InferOutput<typeof communityPageSchema>;
