import { DEFAULT_CONTENT_LANGUAGE, type SiteVariant } from './constants';
import type { ContentScope } from './content-scope';

/**
 * Every content-service call of SPEC.md section 7, built in one place. Calls without a language
 * segment in their path carry the content language as a `language` query value (DESIGN.md
 * section 8).
 */
const CONTENT_PREFIX = '/po/content';
const PERSONA_PREFIX = '/wcm/api/po/cfs';
const CALCULATOR_PREFIX = '/po/calculator/retirement';

export const DAM_ROOT = '/content/dam/my-retirement';
/** One policy per site: each names the site it is read on (SPEC.md: two site variants). */
export const PRIVACY_FRAGMENT_PATH = `${DAM_ROOT}/privacy-policy`;

const query = (params: Record<string, string | number | readonly string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
};

/** The path segments of a site content call (home, quiz, community). */
export type SiteContentScope = Pick<ContentScope, 'companyId' | 'country' | 'language' | 'segment'>;

const lang = (language: string) => ({ language });

export const apiPaths = {
  privacyPolicy: (siteVariant: SiteVariant, language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/content/fragments?${query({ path: `${PRIVACY_FRAGMENT_PATH}/${siteVariant}/jcr:content/data/master.json`, ...lang(language) })}`,
  companyConfig: (companyId: string, language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/content/fragments/nested?${query({ path: `${DAM_ROOT}/companies/${companyId}`, ...lang(language) })}`,
  companyResources: (companyId: string, language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/content/company-resources?${query({ companies: `my-retirement:companies/${companyId}`, ...lang(language) })}`,
  companyLinks: (companyId: string, language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/content/company-links?${query({ companies: `my-retirement:companies/${companyId}`, ...lang(language) })}`,
  homeConfig: (scope: SiteContentScope, animal: string) =>
    `${CONTENT_PREFIX}/content/fragments/nested?${query({
      path: `${DAM_ROOT}/sites/${scope.companyId}/${scope.country}/${scope.language}/segments/${scope.segment}/homepage/${animal}/config`,
    })}`,
  quizConfig: (scope: SiteContentScope) =>
    `${CONTENT_PREFIX}/content/fragments/nested?${query({
      path: `${DAM_ROOT}/sites/${scope.companyId}/${scope.country}/${scope.language}/segments/${scope.segment}/quiz/config`,
    })}`,
  /** Community and virtual-event pages (DESIGN.md section 2), beside the home and quiz. */
  communityPage: (scope: SiteContentScope, page: string) =>
    `${CONTENT_PREFIX}/content/fragments/nested?${query({
      path: `${DAM_ROOT}/sites/${scope.companyId}/${scope.country}/${scope.language}/segments/${scope.segment}/community/${page}/config`,
    })}`,
  faqs: (companyId: string, domainTag: string, language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/content/faqs?${query({
      companies: `my-retirement:companies/${companyId}`,
      domains: [`my-retirement:domains/${domainTag}`, 'my-retirement:domains/all'],
      ...lang(language),
    })}`,
  article: (articleId: string, language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/articles/${encodeURIComponent(articleId)}?${query(lang(language))}`,
  nextArticle: (language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/articles/next?${query(lang(language))}`,
  articles: (language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/articles/?${query(lang(language))}`,
  articleRating: (articleId: string, articleRatingActionType?: string) =>
    `${CONTENT_PREFIX}/articles/${encodeURIComponent(articleId)}/rating?${query({
      articleRatingType: 'LIKES',
      ...(articleRatingActionType ? { articleRatingActionType } : {}),
    })}`,
  sitemapArticles: (language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/content/articles?${query(lang(language))}`,
  contributionReminder: (language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/email/contribution-reminder?${query(lang(language))}`,
  /** Not in SPEC.md ("its call is not shown"): RetireWell's own endpoint, beside the reminder. */
  emailActionPlan: (language = DEFAULT_CONTENT_LANGUAGE) =>
    `${CONTENT_PREFIX}/email/action-plan?${query(lang(language))}`,
  quizAnimal: (tags: readonly [string, string, string], language = DEFAULT_CONTENT_LANGUAGE) =>
    `${PERSONA_PREFIX}?${query({
      type: 'quiz-animal',
      question1Tag: tags[0],
      question2Tag: tags[1],
      question3Tag: tags[2],
      ...lang(language),
    })}`,
  calculatorConstants: () => `${CALCULATOR_PREFIX}/constants`,
  calculatorGoal: (values: Record<string, string | number>) =>
    `${CALCULATOR_PREFIX}/goal?${query({ ...values, calc_page: 7 })}`,
};
