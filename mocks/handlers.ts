import { articleHandlers } from './handlers/articles';
import { companyHandlers } from './handlers/company';
import { faqHandlers } from './handlers/faqs';
import { fragmentHandlers } from './handlers/fragments';

/** The one handler set: the browser worker (dev), msw/node (Vitest) and the HTTP server (serve). */
export const handlers = [
  ...fragmentHandlers,
  ...companyHandlers,
  ...articleHandlers,
  ...faqHandlers,
];
