import { initialUserState, type UserState } from '../src/features/user/user-slice';

/**
 * A return visit of someone who took the generic quiz (the Eager Rabbit's answers), in a new tab:
 * local storage holds what the app wrote there, the whole user included. A partial user would
 * fail its schema on start-up and be audited as corrupted storage instead.
 */
const QUIZ_TAKER: UserState = {
  ...initialUserState,
  animal: 'rabbit',
  isReturnVisit: true,
  lastQuizTakeDate: '2026-11-01T09:30:00.000Z',
};

const QUIZ_TAKEN = {
  retirement: JSON.stringify({
    user: QUIZ_TAKER,
    company: { config: { companyId: 'generic' } },
    quizAnswers: {
      answers: [
        {
          questionIndex: 0,
          questionUuid: 'quiz-q1-priorities',
          questionOptionIndex: 0,
          questionOptionUuid: 'q1-001',
          cardSelections: [0],
        },
        {
          questionIndex: 1,
          questionUuid: 'quiz-q2-saving-style',
          questionOptionIndex: 0,
          questionOptionUuid: 'q2-007',
        },
        {
          questionIndex: 2,
          questionUuid: 'quiz-q3-time-horizon',
          questionOptionIndex: 0,
          questionOptionUuid: 'q3-011',
        },
        {
          questionIndex: 3,
          questionUuid: 'quiz-q4-market-reaction',
          questionOptionIndex: 1,
          questionOptionUuid: 'q4-016',
        },
        {
          questionIndex: 4,
          questionUuid: 'quiz-q5-support',
          questionOptionIndex: 1,
          questionOptionUuid: 'q5-019',
          cardSelections: [1],
        },
      ],
    },
  }),
};

export interface LighthousePage {
  name: string;
  path: string;
  storage?: Record<string, string>;
}

const ENGLISH: LighthousePage[] = [
  { name: 'Home', path: '/retirement/generic' },
  { name: 'Quiz welcome', path: '/retirement/generic/quiz' },
  { name: 'Question', path: '/retirement/generic/quiz/priorities' },
  { name: 'Action plan', path: '/retirement/generic/quiz/action-plan', storage: QUIZ_TAKEN },
  { name: 'Calculator', path: '/generic/calculator' },
  {
    name: 'Article',
    path: '/generic/articles/6f1c2a10-0002-4a7e-9b1d-aa0000000002/dont-leave-free-money-on-the-table:-your-employer-match',
  },
  { name: 'FAQs', path: '/retirement/generic/faqs' },
  { name: 'Search', path: '/generic/search?q=match' },
];

/**
 * The pages Lighthouse audits, in English and in Spanish (issue 22); storage is seeded first
 * where a page needs earlier answers.
 */
export const lighthousePages: LighthousePage[] = [
  ...ENGLISH,
  ...ENGLISH.map((page) => ({
    ...page,
    name: `${page.name} (es)`,
    path: `${page.path}${page.path.includes('?') ? '&' : '?'}lang=es`,
  })),
];
