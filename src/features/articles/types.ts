import { z } from 'zod/mini';
import { cmsFlag, cmsLanguage, cmsList, cmsNumber, cmsText, cmsUrl, lazySchema } from '@/lib/cms-schema';

/** SPEC.md "Badge": the icon kinds a badge can show. */
export const BADGE_KINDS = ['new', 'resource', 'featured', 'star', 'important'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A badge's status is its label; its icon picks the icon and colour. */
export const badgeSchema = lazySchema(() =>
  z.object({
    status: z.string(),
    icon: z.catch(z.optional(z.enum(BADGE_KINDS)), undefined),
    color: cmsText,
  }),
);
export type Badge = z.infer<typeof badgeSchema>;

/** The outside voice of an influencer article, when the service sends one. */
export const influencerProfileSchema = lazySchema(() =>
  z.object({ name: z.string(), role: cmsText }),
);

const stringList = z.catch(z.array(z.string()), []);

/**
 * An article as the content service lists it (the sitemap and article lists): SPEC.md
 * "Sitemap article" plus the fields the cards show. `aemId` is the CMS id the next-article
 * call answers with.
 */
const articleSummaryShape = () => ({
  id: z.string(),
  aemId: cmsText,
  title: z.string(),
  description: cmsText,
  cfModel: cmsText,
  contentZones: z.catch(z.optional(z.array(z.string())), undefined),
  imagePath: cmsText,
  imageAltText: cmsText,
  length: cmsNumber,
  path: cmsText,
  tags: stringList,
  topics: stringList,
  articleType: z.catch(z.enum(['article', 'video']), 'article'),
  influencer: cmsFlag,
  influencerProfile: z.catch(z.optional(influencerProfileSchema), undefined),
  badges: cmsList(badgeSchema),
  /**
   * A video article's media, sent with the multimedia details: the WebM, its WebVTT captions and
   * its poster. A URL that fails the safe-url allow-list reads as absent.
   */
  videoPath: cmsUrl,
  captionsPath: cmsUrl,
  posterPath: cmsUrl,
  language: cmsLanguage,
});
export const articleSummarySchema = lazySchema(() => z.object(articleSummaryShape()));
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** GET /articles/{id}: the article with its HTML body. */
export const articleSchema = lazySchema(() =>
  z.object({ ...articleSummaryShape(), content: cmsText }),
);
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = lazySchema(() =>
  z.object({ articles: cmsList(articleSummarySchema) }),
);

/** POST /articles/next answers with the CMS id of the best next article first. */
export const nextArticleSchema = lazySchema(() =>
  z.object({
    articles: cmsList(z.object({ aemId: z.string() })),
  }),
);

/** GET /articles/{id}/rating?articleRatingType=LIKES[&articleRatingActionType=...]. */
export const articleRatingSchema = lazySchema(() =>
  z.object({
    articleId: cmsText,
    articleRatingType: cmsText,
    count: z.catch(z.number(), 0),
  }),
);
export type ArticleRating = z.infer<typeof articleRatingSchema>;

/** The like update's action types. */
export type LikeAction = 'LIKE' | 'UNLIKE';

/**
 * The id of a video article's player: a video card's play picture links to the article's URL
 * with this hash, which opens the article at the player.
 */
export const VIDEO_ANCHOR = 'video';

/** The CMS tag that scopes content to a company (SPEC.md section 7). */
export const companyTag = (companyId: string) => `my-retirement:companies/${companyId}`;

/** Tags that mark an article as part of a community virtual event. */
export const COMMUNITY_TAG_PREFIX = 'my-retirement:community/';

export function isVirtualEventArticle(article: Pick<ArticleSummary, 'tags'>): boolean {
  return article.tags.some((tag) => tag.startsWith(COMMUNITY_TAG_PREFIX));
}
