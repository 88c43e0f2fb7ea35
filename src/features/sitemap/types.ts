import * as v from 'valibot';
import { cmsLanguage, cmsList, cmsNumber, cmsText, lazySchema } from '@/lib/cms-schema';

/** SPEC.md "Sitemap article". */
export const sitemapArticleSchema = lazySchema(() =>
  v.object({
    cfModel: cmsText,
    contentZones: v.fallback(v.optional(v.array(v.string())), undefined),
    description: cmsText,
    id: v.string(),
    imagePath: cmsText,
    length: cmsNumber,
    path: cmsText,
    tags: v.fallback(v.array(v.string()), []),
    title: v.string(),
    topics: v.fallback(v.array(v.string()), []),
    articleType: cmsText,
    language: cmsLanguage,
  }),
);
export type SitemapArticle = v.InferOutput<typeof sitemapArticleSchema>;

export const sitemapSchema = lazySchema(() =>
  v.object({ articles: cmsList(sitemapArticleSchema) }),
);
