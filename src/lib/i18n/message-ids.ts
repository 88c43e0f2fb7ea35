import type actionPlan from '@/locales/en/action-plan.json';
import type animal from '@/locales/en/animal.json';
import type app from '@/locales/en/app.json';
import type articles from '@/locales/en/articles.json';
import type calculator from '@/locales/en/calculator.json';
import type common from '@/locales/en/common.json';
import type community from '@/locales/en/community.json';
import type company from '@/locales/en/company.json';
import type contribution from '@/locales/en/contribution.json';
import type faqs from '@/locales/en/faqs.json';
import type home from '@/locales/en/home.json';
import type privacy from '@/locales/en/privacy.json';
import type quiz from '@/locales/en/quiz.json';
import type reminder from '@/locales/en/reminder.json';
import type search from '@/locales/en/search.json';
import type sitemap from '@/locales/en/sitemap.json';
import type targetDate from '@/locales/en/target-date.json';

/**
 * Every message id, from the English catalog files (type-only imports: no bytes). A new area's
 * file under src/locales/en/ is added here; the catalog test fails until it is.
 */
export type MessageId = keyof (typeof actionPlan &
  typeof animal &
  typeof app &
  typeof articles &
  typeof calculator &
  typeof common &
  typeof community &
  typeof company &
  typeof contribution &
  typeof faqs &
  typeof home &
  typeof privacy &
  typeof quiz &
  typeof reminder &
  typeof search &
  typeof sitemap &
  typeof targetDate);

/** The area files, as the catalog test checks them against src/locales/en/. */
export const MESSAGE_AREAS = [
  'action-plan',
  'animal',
  'app',
  'articles',
  'calculator',
  'common',
  'community',
  'company',
  'contribution',
  'faqs',
  'home',
  'privacy',
  'quiz',
  'reminder',
  'search',
  'sitemap',
  'target-date',
] as const;

declare global {
  // react-intl's documented hook for typed ids: formatMessage and FormattedMessage accept only these.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
