import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { faqListSchema, faqsFor } from './types';

const { faqs } = v.parse(faqListSchema, {
  faqs: [
    { id: 'a', question: 'For everyone', answer: '<p>a</p>', isEnroll: false },
    { id: 'b', question: 'Enroll only', answer: '<p>b</p>', isEnroll: true },
    { id: 'c', question: 'Flag as text', answer: '<p>c</p>', isEnroll: 'true' },
    { id: 'd', question: 'No flag', answer: '<p>d</p>' },
    { question: 'No id: dropped' },
  ],
});

describe('faqsFor (SPEC.md "FAQ page")', () => {
  it('shows enrolled users only the enroll-only FAQs', () => {
    expect(faqsFor(faqs, true).map((faq) => faq.id)).toEqual(['b', 'c']);
  });

  it('shows everyone else the rest, including FAQs without the flag', () => {
    expect(faqsFor(faqs, false).map((faq) => faq.id)).toEqual(['a', 'd']);
  });
});
