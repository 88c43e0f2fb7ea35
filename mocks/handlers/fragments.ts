import { http, HttpResponse } from 'msw';
import { companyConfigs } from '../fixtures/company/configs';
import { resolveSiteFragment } from '../fixtures/site-fragments';

/**
 * GET /po/content/content/fragments/nested?path=... serves company configs and the per-site
 * content (home page, quiz). Like the real service, an unknown path answers an empty object.
 */
const COMPANY_PATH = /^\/content\/dam\/my-retirement\/companies\/([^/]+)$/;

export function resolveFragment(path: string): object {
  const company = COMPANY_PATH.exec(path);
  if (company) return companyConfigs[company[1] ?? ''] ?? {};
  return resolveSiteFragment(path) ?? {};
}

export const fragmentHandlers = [
  http.get('*/po/content/content/fragments/nested', ({ request }) => {
    const path = new URL(request.url).searchParams.get('path');
    if (!path) return HttpResponse.json({ error: 'path is required' }, { status: 400 });
    return HttpResponse.json(resolveFragment(path));
  }),
];
