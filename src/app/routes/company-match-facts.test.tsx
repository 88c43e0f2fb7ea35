import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { companyConfigs } from '../../../mocks/fixtures/company/configs';

/**
 * A company's match formula prefills the calculator (DESIGN.md section 6); the home page and the
 * FAQs state it in words. A participant who saves to the rate the words give and finds another
 * in the calculator cannot tell which is their plan, so the words follow the config.
 */
const PLANS = [
  { companyId: 'harborpine', faq: 'What is the Harbor & Pine employer match?' },
  { companyId: 'cobaltridge', faq: 'How does the Cobalt Ridge match work?' },
];

/** The phrases a statement of the company's formula contains, from its config. */
function formulaPhrases(companyId: string): string[] {
  const config = companyConfigs[companyId];
  const [first] = config?.employerMatchTiers ?? [];
  if (!first) throw new Error(`${companyId} has no match tiers`);
  const nonelective = config?.employerNonelectivePercentage;
  return [
    `${String(first.rate)}% of the first ${String(first.upTo)}%`,
    ...(nonelective ? [`${String(nonelective)}% of your pay whatever you`] : []),
  ];
}

describe('a company’s match, in words and in the calculator', { timeout: 30_000 }, () => {
  it.each(PLANS)('$companyId: the home page’s match hotspot', async ({ companyId }) => {
    const { user } = renderApp(`/retirement/${companyId}`);
    await user.click(
      await screen.findByRole('button', { name: /Employer match/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    for (const phrase of formulaPhrases(companyId)) expect(dialog).toHaveTextContent(phrase);
  });

  it.each(PLANS)('$companyId: the match FAQ', async ({ companyId, faq }) => {
    const { user } = renderApp(`/retirement/${companyId}/faqs`);
    await user.click(await screen.findByRole('button', { name: faq }, { timeout: 10_000 }));
    const answer = screen.getByRole('region', { name: faq });
    for (const phrase of formulaPhrases(companyId)) expect(answer).toHaveTextContent(phrase);
  });
});
