import * as v from 'valibot';
import {
  cmsFlag,
  cmsLanguage,
  cmsList,
  cmsNumber,
  cmsRequiredText,
  cmsText,
  cmsTextList,
  cmsUrl,
  lazySchema,
} from '@/lib/cms-schema';

/** SPEC.md "Badge": the icon kinds a badge can show. */
const BADGE_KINDS = ['new', 'resource', 'featured', 'star', 'important'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A badge's status is its label; its icon picks the icon and colour. */
const badgeSchema = lazySchema(() =>
  v.object({
    status: v.string(),
    icon: v.fallback(v.optional(v.picklist(BADGE_KINDS)), undefined),
    color: cmsText,
  }),
);
export type Badge = v.InferOutput<typeof badgeSchema>;

/** The outside voice of an influencer article, when the service sends one. */
const influencerProfileSchema = lazySchema(() => v.object({ name: v.string(), role: cmsText }));

const stringList = v.fallback(v.array(v.string()), []);

/**
 * An article as the content service lists it (the sitemap and article lists): SPEC.md
 * "Sitemap article" plus the fields the cards show. `aemId` is the CMS id the next-article
 * call answers with.
 */
const articleSummaryShape = () => ({
  id: v.string(),
  aemId: cmsText,
  title: v.string(),
  description: cmsText,
  cfModel: cmsText,
  contentZones: v.fallback(v.optional(v.array(v.string())), undefined),
  imagePath: cmsUrl,
  imageAltText: cmsText,
  length: cmsNumber,
  path: cmsText,
  tags: stringList,
  topics: cmsTextList,
  articleType: v.fallback(v.picklist(['article', 'video']), 'article'),
  influencer: cmsFlag,
  influencerProfile: v.fallback(v.optional(influencerProfileSchema), undefined),
  badges: cmsList(badgeSchema),
  /**
   * A video article's media, sent with the multimedia details: the WebM, its WebVTT captions and
   * its poster. A URL that fails the safe-url allow-list reads as absent. The captions are in the
   * article's language (a Spanish article's are Spanish); a translated article also sends its
   * English original's, which the player offers beside them and falls back on.
   */
  videoPath: cmsUrl,
  captionsPath: cmsUrl,
  englishCaptionsPath: cmsUrl,
  posterPath: cmsUrl,
  language: cmsLanguage,
});
export const articleSummarySchema = lazySchema(() => v.object(articleSummaryShape()));
export type ArticleSummary = v.InferOutput<typeof articleSummarySchema>;

/** GET /articles/{id}: the article with its HTML body. */
export const articleSchema = lazySchema(() =>
  v.object({ ...articleSummaryShape(), content: cmsText }),
);
export type Article = v.InferOutput<typeof articleSchema>;

/**
 * A list drops an article without a title (its card would be an unnamed link) and the repeat of
 * an id it already holds (cards are keyed, read and liked by id). One article asked for by id
 * still shows without a title: the alternative is an error where the body could be read.
 */
export const articleListSchema = lazySchema(() =>
  v.object({
    articles: cmsList(
      v.object({ ...articleSummaryShape(), title: cmsRequiredText }),
      (article) => article.id,
    ),
  }),
);
export type ArticleList = v.InferOutput<typeof articleListSchema>;

/** POST /articles/next answers with the CMS id of the best next article first. */
export const nextArticleSchema = lazySchema(() =>
  v.object({
    articles: cmsList(v.object({ aemId: v.string() })),
  }),
);

/** GET /articles/{id}/rating?articleRatingType=LIKES[&articleRatingActionType=...]. */
export const articleRatingSchema = lazySchema(() =>
  v.object({
    articleId: cmsText,
    articleRatingType: cmsText,
    count: v.fallback(v.number(), 0),
  }),
);

/** The like update's action types. */
export type LikeAction = 'LIKE' | 'UNLIKE';

/** The CMS tag that scopes content to a company (SPEC.md section 7). */
export const companyTag = (companyId: string) => `my-retirement:companies/${companyId}`;

/** Tags that mark an article as part of a community virtual event. */
const COMMUNITY_TAG_PREFIX = 'my-retirement:community/';

export function isVirtualEventArticle(article: Pick<ArticleSummary, 'tags'>): boolean {
  return article.tags.some((tag) => tag.startsWith(COMMUNITY_TAG_PREFIX));
}

/**
 * A topic's language when only articles the service sent in another language than the page's
 * carry it (an untranslated article's topic is an English word on a Spanish page), so a screen
 * reader pronounces it right where it stands alone, as a filter or a suggested search;
 * undefined for the page's own words.
 */
export function topicLanguage(
  articles: readonly ArticleSummary[],
  topic: string,
): string | undefined {
  const languages = new Set(
    articles.filter((article) => article.topics.includes(topic)).map((article) => article.language),
  );
  const [only] = languages;
  return languages.size === 1 ? only : undefined;
}
