/** The pages Lighthouse audits; storage is seeded first where a page needs earlier answers. */
export const lighthousePages: { name: string; path: string; storage?: Record<string, string> }[] = [
  { name: 'Home', path: '/retirement/generic' },
  { name: 'Quiz welcome', path: '/retirement/generic/quiz' },
  { name: 'Calculator', path: '/generic/calculator' },
  {
    name: 'Article',
    path: '/generic/articles/6f1c2a10-0002-4a7e-9b1d-aa0000000002/dont-leave-free-money-on-the-table:-your-employer-match',
  },
  { name: 'FAQs', path: '/retirement/generic/faqs' },
];
