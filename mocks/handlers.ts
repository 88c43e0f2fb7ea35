import { companyHandlers } from './handlers/company';
import { fragmentHandlers } from './handlers/fragments';
import { reminderHandlers } from './handlers/reminder';

/** The one handler set: the browser worker (dev), msw/node (Vitest) and the HTTP server (serve). */
export const handlers = [...fragmentHandlers, ...companyHandlers, ...reminderHandlers];
