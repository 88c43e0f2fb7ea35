import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, speakSpanish } from '@/testing/test-utils';

/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

const description = (name: string) =>
  screen.getByRole('textbox', { name }).getAttribute('aria-describedby');

// WCAG 3.3.2: a field's allowed range is told before anything is typed, not only in its error.
describe('the calculator’s field ranges', { timeout: 30_000 }, () => {
  it.each([
    ['Current age', 'From 16 to 66.'],
    ['Retirement age', 'From your current age to 87.'],
    ['Current savings', 'From $0 to $100,000,000.'],
    ['Pretax annual salary', 'From $1,000 to $10,000,000.'],
    ['Contribution (% of salary)', 'From 0% to 99%.'],
    ['Employer match (%)', 'From 0% to 200%.'],
    ['Employer match up to (% of salary)', 'From 0% to 100%.'],
    ['Employer contribution (%)', 'From 0% to 25%.'],
    ['Social Security starting age', 'From 62 to 70.'],
    ['Statement benefit, monthly (optional)', 'From $0 to $10,000.'],
  ])('%s says “%s” before anything is typed', async (name, range) => {
    renderApp('/generic/calculator');
    const input = await screen.findByRole('textbox', { name }, LOAD);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(range) as string);
    expect(description(name)).not.toBeNull();
  });

  it('gives the ranges in Spanish on the Spanish page', async () => {
    speakSpanish();
    renderApp('/generic/calculator');
    const salary = await screen.findByRole(
      'textbox',
      { name: 'Sueldo anual antes de impuestos' },
      LOAD,
    );
    expect(salary).toHaveAccessibleDescription('Entre $1,000 y $10,000,000.');
    expect(screen.getByRole('textbox', { name: 'Edad de jubilación' })).toHaveAccessibleDescription(
      'Desde su edad actual hasta 87.',
    );
    expect(
      screen.getByRole('textbox', { name: 'Aportación (% del sueldo)' }),
    ).toHaveAccessibleDescription('Entre 0% y 99%.');
  });
});
