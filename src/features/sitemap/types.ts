import { z } from 'zod/mini';
import { cmsList, cmsNumber, cmsText, lazySchema } from '@/lib/cms-schema';

/** SPEC.md "Sitemap article". */
export const sitemapArticleSchema = lazySchema(() =>
  z.object({
    cfModel: cmsText,
    contentZones: z.catch(z.optional(z.array(z.string())), undefined),
    description: cmsText,
    id: z.string(),
    imagePath: cmsText,
    length: cmsNumber,
    path: cmsText,
    tags: z.catch(z.array(z.string()), []),
    title: z.string(),
    topics: z.catch(z.array(z.string()), []),
    articleType: cmsText,
  }),
);
export type SitemapArticle = z.infer<typeof sitemapArticleSchema>;

export const sitemapSchema = lazySchema(() =>
  z.object({ articles: cmsList(sitemapArticleSchema) }),
);
