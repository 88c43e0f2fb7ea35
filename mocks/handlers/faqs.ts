import { http, HttpResponse } from 'msw';
import { companyConfigs } from '../fixtures/company/configs';
import { faqFixtures } from '../fixtures/faqs/faqs';
import { faqsSpanish } from '../fixtures/faqs/faqs.es';
import { requestLanguage } from '../fixtures/language';
import { translateItem } from '../fixtures/translation';

const COMPANY_TAG = /^my-retirement:companies\/([a-z0-9-]+)$/;
const DOMAIN_TAG = /^my-retirement:domains\/([a-z0-9-]+)$/;

/** GET /content/faqs?companies=...&domains=...&domains=my-retirement:domains/all (SPEC.md section 7). */
export const faqHandlers = [
  http.get('*/po/content/content/faqs', ({ request }) => {
    const search = new URL(request.url).searchParams;
    const company = COMPANY_TAG.exec(search.get('companies') ?? '')?.[1];
    if (!company) return HttpResponse.json({ error: 'companies is required' }, { status: 400 });
    const domains = search.getAll('domains').map((tag) => DOMAIN_TAG.exec(tag)?.[1]);
    if (domains.length === 0 || domains.some((domain) => domain === undefined)) {
      return HttpResponse.json({ error: 'domains must be domain tags' }, { status: 400 });
    }
    const known = company in companyConfigs;
    const faqs = faqFixtures
      .filter((faq) => known && (faq.companies.includes('*') || faq.companies.includes(company)))
      .filter((faq) => faq.domains.some((domain) => domains.includes(domain)))
      .map(({ id, question, answer, isEnroll }) => ({ id, question, answer, isEnroll }))
      .map((faq) => (requestLanguage(request) === 'es' ? translateItem(faq, faqsSpanish) : faq));
    return HttpResponse.json({ faqs });
  }),
];
