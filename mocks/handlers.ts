import { calculatorHandlers } from './handlers/calculator';
import { articleHandlers } from './handlers/articles';
import { companyHandlers } from './handlers/company';
import { faqHandlers } from './handlers/faqs';
import { fragmentHandlers } from './handlers/fragments';
import { quizHandlers } from './handlers/quiz';
import { reminderHandlers } from './handlers/reminder';

/** The one handler set: the browser worker (dev), msw/node (Vitest) and the HTTP server (serve). */
export const handlers = [
  ...fragmentHandlers,
  ...companyHandlers,
  ...calculatorHandlers,
  ...quizHandlers,
  ...reminderHandlers,
  ...articleHandlers,
  ...faqHandlers,
];
