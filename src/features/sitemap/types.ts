import * as v from 'valibot';
import {
  cmsLanguage,
  cmsList,
  cmsNumber,
  cmsRequiredText,
  cmsText,
  lazySchema,
} from '@/lib/cms-schema';

/** SPEC.md "Sitemap article". */
const sitemapArticleSchema = lazySchema(() =>
  v.object({
    cfModel: cmsText,
    contentZones: v.fallback(v.optional(v.array(v.string())), undefined),
    description: cmsText,
    id: v.string(),
    imagePath: cmsText,
    length: cmsNumber,
    path: cmsText,
    tags: v.fallback(v.array(v.string()), []),
    // The link's name: an article without one is left out.
    title: cmsRequiredText,
    topics: v.fallback(v.array(v.string()), []),
    articleType: cmsText,
    language: cmsLanguage,
  }),
);

export const sitemapSchema = lazySchema(() =>
  // Each article once: its link is keyed by its address.
  v.object({ articles: cmsList(sitemapArticleSchema, (article) => article.id) }),
);
