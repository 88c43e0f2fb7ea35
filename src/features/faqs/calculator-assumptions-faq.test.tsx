import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, speakSpanish } from '@/testing/test-utils';
import { calculatorConstants } from '../../../mocks/fixtures/calculator/methodology';

const { assumptions } = calculatorConstants;
/** Every percentage the calculator's "How we work it out" states. */
const CALCULATOR_PERCENTS = [
  assumptions.annualReturnPercentage,
  assumptions.salaryGrowthPercentage,
  assumptions.inflationPercentage,
  assumptions.incomeReplacementPercentage,
].map((value) => `${String(value)}%`);

/** The percentages in an element, text node by text node (a list's numbers sit beside the text). */
function percentsIn(element: HTMLElement): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    found.push(...(node.textContent?.match(/\d+(\.\d+)?%/g) ?? []));
  }
  return found;
}

/**
 * The FAQ that answers "what does the calculator assume?" repeats the calculator's own list: a
 * participant who reads one and then the other must not find two methods (DESIGN.md section 6).
 */
describe('the calculator-assumptions FAQ', { timeout: 30_000 }, () => {
  it.each([
    {
      language: 'English',
      question: 'What does the retirement calculator assume?',
      planTo: `to age ${String(assumptions.planToAge)}`,
      socialSecurity: 'the SSA’s formula',
    },
    {
      language: 'Spanish',
      question: '¿Qué supone la calculadora para la jubilación?',
      planTo: `hasta los ${String(assumptions.planToAge)} años`,
      socialSecurity: 'la fórmula de la SSA',
    },
  ])(
    'in $language, states the calculator’s assumptions and no other',
    async ({ language, question, planTo, socialSecurity }) => {
      if (language === 'Spanish') speakSpanish();
      const { user } = renderApp('/retirement/generic/faqs');
      await user.click(await screen.findByRole('button', { name: question }, { timeout: 10_000 }));
      const answer = screen.getByRole('region', { name: question });
      const text = answer.textContent;
      for (const percent of CALCULATOR_PERCENTS) expect(text).toContain(percent);
      expect(
        percentsIn(answer).filter((percent) => !CALCULATOR_PERCENTS.includes(percent)),
      ).toEqual([]);
      expect(text).toContain(planTo);
      expect(text).toContain(socialSecurity);
    },
  );
});
