import { http, HttpResponse } from 'msw';
import { PRIVACY_FRAGMENT_PATH } from '@/config/api-paths';
import { companyLinks, companyResources } from '../fixtures/company/resources';
import { privacyPolicies } from '../fixtures/company/privacy-policy';
import { companySpanish } from '../fixtures/company/company.es';
import { requestLanguage } from '../fixtures/language';
import { translate } from '../fixtures/translation';

const COMPANY_TAG = /^my-retirement:companies\/([a-z0-9-]+)$/;

function companyFrom(request: Request): string | undefined {
  const tag = new URL(request.url).searchParams.get('companies') ?? '';
  return COMPANY_TAG.exec(tag)?.[1];
}

/** The payload in the call's language: Spanish texts from the translation memory. */
function inLanguage<T>(request: Request, payload: T): T {
  return requestLanguage(request) === 'es' ? translate(payload, companySpanish) : payload;
}

export const companyHandlers = [
  http.get('*/po/content/content/company-resources', ({ request }) => {
    const company = companyFrom(request);
    if (!company) return HttpResponse.json({ error: 'companies is required' }, { status: 400 });
    return HttpResponse.json(
      inLanguage(request, companyResources[company] ?? { count: 0, resources: [] }),
    );
  }),
  http.get('*/po/content/content/company-links', ({ request }) => {
    const company = companyFrom(request);
    if (!company) return HttpResponse.json({ error: 'companies is required' }, { status: 400 });
    return HttpResponse.json(inLanguage(request, companyLinks[company] ?? { count: 0, links: [] }));
  }),
  http.get('*/po/content/content/fragments', ({ request }) => {
    const path = new URL(request.url).searchParams.get('path');
    for (const [site, policy] of Object.entries(privacyPolicies)) {
      if (path === `${PRIVACY_FRAGMENT_PATH}/${site}/jcr:content/data/master.json`) {
        return HttpResponse.json(inLanguage(request, policy));
      }
    }
    return HttpResponse.json({ error: `No fragment at ${path ?? '(none)'}` }, { status: 404 });
  }),
];
