import { paths } from '@/config/routes';
import type { ArticleSummary } from '@/features/articles/types';
import { faqAnchor, type Faq } from '@/features/faqs/types';
import { htmlToText } from '@/lib/sanitize';

export type SearchKind = 'article' | 'faq';

/** One thing search can find: an article or an FAQ, with the page it opens. */
export interface SearchDocument {
  /** Unique across kinds: an article and an FAQ may share a CMS id. */
  id: string;
  kind: SearchKind;
  /** An article's title or an FAQ's question. */
  title: string;
  /** An article's description or an FAQ's answer, as plain text. */
  text: string;
  /** An article's topics, one string so the index reads it as words. */
  topics: string;
  /**
   * The subjects of an article's topic tags, as words ("401k-loans" reads "401k loans"): a tag
   * can name what the text never says ("rollover" on an article that says "roll it over").
   */
  tags: string;
  href: string;
  /** The item's language when the service sent it in another than the page's. */
  language?: string;
}

/** The CMS namespace of the tags that name an article's subject. */
const TOPIC_TAG_PREFIX = 'my-retirement:topics/';

/**
 * Only topic tags are searched: the others scope content (a company, a life stage, a community
 * event), and their words ("companies", "generic", "stage") would make every article match.
 */
function topicTagWords(tags: readonly string[]): string {
  return tags
    .filter((tag) => tag.startsWith(TOPIC_TAG_PREFIX))
    .map((tag) => tag.slice(TOPIC_TAG_PREFIX.length).replaceAll('-', ' '))
    .join(', ');
}

/**
 * The company's articles and the FAQs its FAQ page shows (the caller picks them, enroll-only
 * ones only for enrolled users), each linking to its page: an FAQ to the FAQ page at that FAQ.
 */
export function searchDocuments(
  companyId: string,
  articles: readonly ArticleSummary[],
  faqs: readonly Faq[],
): SearchDocument[] {
  return [
    ...articles.map((article) => ({
      id: `article:${article.id}`,
      kind: 'article' as const,
      title: article.title,
      text: article.description ?? '',
      topics: article.topics.join(', '),
      tags: topicTagWords(article.tags),
      href: paths.article(companyId, article.id, article.title),
      language: article.language,
    })),
    ...faqs.map((faq) => ({
      id: `faq:${faq.id}`,
      kind: 'faq' as const,
      title: faq.question,
      text: htmlToText(faq.answer),
      topics: '',
      tags: '',
      href: `${paths.faqs(companyId)}#${faqAnchor(faq.id)}`,
      language: faq.language,
    })),
  ];
}

/**
 * The topics most articles share, for the no-results suggestions; equally common ones in the
 * alphabetical order of the page's language (`locale`), not the browser's.
 */
export function popularTopics(
  articles: readonly ArticleSummary[],
  count: number,
  locale: string,
): string[] {
  const tally = new Map<string, number>();
  for (const topic of articles.flatMap((article) => article.topics)) {
    tally.set(topic, (tally.get(topic) ?? 0) + 1);
  }
  return [...tally.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, locale))
    .slice(0, count)
    .map(([topic]) => topic);
}
