import { z } from 'zod/mini';
import { cmsList, cmsText, lazySchema } from '@/lib/cms-schema';

export const communitySessionSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    speaker: cmsText,
    length: cmsText,
  }),
);

/** A community / virtual-event page fragment. */
export const communityPageSchema = lazySchema(() =>
  z.object({
    'jcr:title': cmsText,
    eyebrow: cmsText,
    title: cmsText,
    content: cmsText,
    imagePath: cmsText,
    imageAltText: cmsText,
    eventDate: cmsText,
    eventFormat: cmsText,
    children_sessions: cmsList(communitySessionSchema),
    articleIds: z.catch(z.array(z.string()), []),
  }),
);
export type CommunityPageContent = z.infer<typeof communityPageSchema>;
