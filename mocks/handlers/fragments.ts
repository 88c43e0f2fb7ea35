import { http, HttpResponse } from 'msw';
import { companyConfigs } from '../fixtures/company/configs';
import { resolveSiteFragment } from '../fixtures/site-fragments';
import { companySpanish } from '../fixtures/company/company.es';
import { requestLanguage, type ContentLanguage } from '../fixtures/language';
import { translate } from '../fixtures/translation';

/**
 * GET /po/content/content/fragments/nested?path=... serves company configs and the per-site
 * content (home page, quiz). Like the real service, an unknown path answers an empty object.
 */
const COMPANY_PATH = /^\/content\/dam\/my-retirement\/companies\/([^/]+)$/;

function resolveFragment(path: string, language: ContentLanguage = 'en'): object {
  const company = COMPANY_PATH.exec(path);
  if (company) {
    const config = companyConfigs[company[1] ?? ''];
    if (!config) return {};
    return language === 'es' ? translate(config, companySpanish) : config;
  }
  return resolveSiteFragment(path) ?? {};
}

export const fragmentHandlers = [
  http.get('*/po/content/content/fragments/nested', ({ request }) => {
    const path = new URL(request.url).searchParams.get('path');
    if (!path) return HttpResponse.json({ error: 'path is required' }, { status: 400 });
    return HttpResponse.json(resolveFragment(path, requestLanguage(request)));
  }),
];
