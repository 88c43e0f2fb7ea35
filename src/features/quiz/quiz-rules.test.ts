import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from './quiz-answers-slice';
import {
  animalTags,
  answeredQuestions,
  buildAnswer,
  canGoNext,
  cardLimit,
  isBackDisabled,
  isCardDisabled,
  isQuizComplete,
  resumeTarget,
  stepIndex,
  stepRedirect,
  toggleCard,
} from './quiz-rules';
import { quizConfigSchema, type QuizConfig } from './types';

const option = (id: string, tag: string) => ({
  'jcr:uuid': id,
  optionLabel: id,
  quizMapping: [tag],
});
const question = (n: number, type: 'card' | 'button', maxSelect?: number) => ({
  'jcr:title': `q${String(n)}`,
  'jcr:uuid': `uuid-q${String(n)}`,
  title: `Question ${String(n)}`,
  questionType: type,
  ...(maxSelect === undefined ? {} : { maxSelect }),
  children_options: ['a', 'b', 'c', 'd'].map((l) =>
    option(`q${String(n)}${l}`, `tag-${String(n)}${l}`),
  ),
});

const quiz: QuizConfig = v.parse(quizConfigSchema, {
  children_questions: [
    question(1, 'card', 2),
    question(2, 'button'),
    question(3, 'button'),
    question(4, 'button'),
    question(5, 'card'),
  ],
});
const q = (i: number) => {
  const found = quiz.children_questions[i];
  if (!found) throw new Error('no question');
  return found;
};
const answer = (i: number, choice: number[]): StoredAnswer => {
  const built = buildAnswer(q(i), i, choice);
  if (!built) throw new Error('no answer');
  return built;
};

describe('card questions', () => {
  it('toggles a card on and off, keeping the selection sorted', () => {
    expect(toggleCard([], 2, 3)).toEqual([2]);
    expect(toggleCard([2], 0, 3)).toEqual([0, 2]);
    expect(toggleCard([0, 2], 2, 3)).toEqual([0]);
  });

  it('does not add a card past maxSelect, and disables the unselected cards once full', () => {
    const limit = cardLimit(q(0));
    expect(limit).toBe(2);
    const full = toggleCard(toggleCard([], 0, limit), 3, limit);
    expect(toggleCard(full, 1, limit)).toEqual([0, 3]);
    expect(isCardDisabled(full, 1, limit)).toBe(true);
    expect(isCardDisabled(full, 0, limit)).toBe(false);
    expect(isCardDisabled([0], 1, limit)).toBe(false);
  });

  it('without maxSelect allows every option; a nonsense maxSelect does too', () => {
    expect(cardLimit(q(4))).toBe(4);
    const odd = v.parse(quizConfigSchema, {
      children_questions: [{ ...question(9, 'card'), maxSelect: 'lots' }],
    }).children_questions[0];
    expect(odd && cardLimit(odd)).toBe(4);
    const zero = v.parse(quizConfigSchema, { children_questions: [question(9, 'card', 0)] })
      .children_questions[0];
    expect(zero && cardLimit(zero)).toBe(4);
  });

  it('disables Next with no selection', () => {
    expect(canGoNext([])).toBe(false);
    expect(canGoNext([1])).toBe(true);
  });

  it('stores the card selections with the first as the chosen option', () => {
    expect(answer(0, [3, 1])).toEqual({
      questionIndex: 0,
      questionUuid: 'uuid-q1',
      questionOptionIndex: 1,
      questionOptionUuid: 'q1b',
      cardSelections: [1, 3],
    });
    expect(answer(1, [2])).not.toHaveProperty('cardSelections');
    expect(buildAnswer(q(0), 0, [])).toBeUndefined();
  });
});

describe('Back (DESIGN.md section 9)', () => {
  it('is disabled on the first question only', () => {
    expect(isBackDisabled(0)).toBe(true);
    expect(isBackDisabled(1)).toBe(false);
    expect(isBackDisabled(4)).toBe(false);
  });
});

describe('resume rules', () => {
  it('stays on the welcome page without answers', () => {
    expect(resumeTarget(quiz, [])).toEqual({ kind: 'welcome' });
  });

  it('goes to the next unanswered question', () => {
    const target = resumeTarget(quiz, [answer(0, [0]), answer(1, [1])]);
    expect(target).toEqual({ kind: 'question', question: q(2) });
  });

  it('fills a gap before going further', () => {
    const target = resumeTarget(quiz, [answer(0, [0]), answer(2, [1])]);
    expect(target).toEqual({ kind: 'question', question: q(1) });
  });

  it('goes to the action plan when every question is answered', () => {
    const all = [0, 1, 2, 3, 4].map((i) => answer(i, [0]));
    expect(resumeTarget(quiz, all)).toEqual({ kind: 'action-plan' });
    expect(isQuizComplete(quiz, all)).toBe(true);
  });

  it('ignores stored answers that no longer fit the quiz', () => {
    const stale: StoredAnswer[] = [
      { ...answer(0, [0]), questionUuid: 'an-old-question' },
      { ...answer(1, [0]), questionOptionIndex: 9 },
      { ...answer(4, [0]), cardSelections: [] },
    ];
    expect(resumeTarget(quiz, stale)).toEqual({ kind: 'welcome' });
    expect(answeredQuestions(quiz, stale)).toEqual([]);
  });

  it('rejects a card answer above maxSelect', () => {
    const tooMany = { ...answer(0, [0]), cardSelections: [0, 1, 2] };
    expect(isQuizComplete(quiz, [tooMany, ...[1, 2, 3, 4].map((i) => answer(i, [0]))])).toBe(false);
  });
});

describe("a question's address", () => {
  it('names its question, in any case', () => {
    expect(stepIndex(quiz, 'q3')).toBe(2);
    expect(stepIndex(quiz, 'Q3')).toBe(2);
    expect(stepIndex(quiz, 'q9')).toBe(-1);
  });

  it('stays on an open question spelt as its title', () => {
    expect(stepRedirect(quiz, 'q1', [])).toBeUndefined();
    expect(stepRedirect(quiz, 'q2', [answer(0, [0])])).toBeUndefined();
  });

  it("moves a step spelt in another case to the question's own title", () => {
    expect(stepRedirect(quiz, 'Q1', [])).toBe('q1');
  });

  it('sends a question not yet open to the first unanswered one', () => {
    expect(stepRedirect(quiz, 'q4', [answer(0, [0])])).toBe('q2');
    expect(stepRedirect(quiz, 'Q4', [answer(0, [0])])).toBe('q2');
  });

  it('leaves an unknown step alone, for the page to say not-found', () => {
    expect(stepRedirect(quiz, 'q9', [])).toBeUndefined();
  });
});

describe('the animal computation', () => {
  it('uses the first quizMapping tag of the answers to questions 2, 4 and 3, in that order', () => {
    const answers = [
      answer(0, [0]),
      answer(1, [1]),
      answer(2, [2]),
      answer(3, [3]),
      answer(4, [0]),
    ];
    expect(animalTags(quiz, answers)).toEqual(['tag-2b', 'tag-4d', 'tag-3c']);
  });

  it('reads only the first tag of an option that maps to several', () => {
    const tagged = v.parse(quizConfigSchema, {
      children_questions: quiz.children_questions.map((each) => ({
        ...each,
        children_options: each.children_options.map((choice) => ({
          ...choice,
          quizMapping: [...choice.quizMapping, 'tag-later'],
        })),
      })),
    });
    const answers = [0, 1, 2, 3, 4].map((i) => answer(i, [i === 0 ? 0 : i % 4]));
    expect(animalTags(tagged, answers)).toEqual(['tag-2b', 'tag-4d', 'tag-3c']);
  });

  it('needs all three of those answers', () => {
    expect(animalTags(quiz, [answer(1, [1]), answer(2, [2])])).toBeUndefined();
  });
});
