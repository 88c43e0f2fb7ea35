import type { StoredAnswer } from './quiz-answers-slice';
import type { AnsweredQuestion, QuizConfig, QuizOption, QuizQuestion } from './types';

/**
 * The quiz's rules as pure functions (SPEC.md section 4 "Quiz flow", "Card question", "Button
 * question", section 2 "Quiz welcome"), so pages and tests share one definition.
 */

/** How many cards a card question accepts: maxSelect when it is sensible, else every option. */
export function cardLimit(question: QuizQuestion): number {
  const count = question.children_options.length;
  const max = question.maxSelect;
  if (max === undefined || !Number.isInteger(max) || max < 1) return count;
  return Math.min(max, count);
}

/** Toggles a card; a card past the limit is not added. The result is sorted. */
export function toggleCard(selected: readonly number[], index: number, limit: number): number[] {
  if (selected.includes(index)) return selected.filter((i) => i !== index);
  if (selected.length >= limit) return [...selected];
  return [...selected, index].sort((a, b) => a - b);
}

/** Once the selection is full, the cards not chosen are disabled. */
export function isCardDisabled(selected: readonly number[], index: number, limit: number): boolean {
  return selected.length >= limit && !selected.includes(index);
}

/** Next needs a selection (SPEC.md section 5: at least 1 card). */
export function canGoNext(selected: readonly number[]): boolean {
  return selected.length > 0;
}

/**
 * DESIGN.md section 9 (SPEC.md "Quiz flow" read so Back is usable): disabled on the first
 * question only; from any other it returns to the previous question, answers kept.
 */
export function isBackDisabled(questionIndex: number): boolean {
  return questionIndex === 0;
}

/** The answer to store for a question, from the chosen option indexes. */
export function buildAnswer(
  question: QuizQuestion,
  questionIndex: number,
  selected: readonly number[],
): StoredAnswer | undefined {
  const sorted = [...new Set(selected)].sort((a, b) => a - b);
  const first = sorted[0];
  if (first === undefined) return undefined;
  const option = question.children_options[first];
  if (!option) return undefined;
  return {
    questionIndex,
    questionUuid: question['jcr:uuid'],
    questionOptionIndex: first,
    questionOptionUuid: option['jcr:uuid'],
    ...(question.questionType === 'card' ? { cardSelections: sorted } : {}),
  };
}

/** The answers with one replaced or added, as the slice stores them. */
export function withAnswer(answers: readonly StoredAnswer[], answer: StoredAnswer): StoredAnswer[] {
  return [...answers.filter((a) => a.questionIndex !== answer.questionIndex), answer].sort(
    (a, b) => a.questionIndex - b.questionIndex,
  );
}

/**
 * A stored answer counts only while it still fits the quiz: the CMS may have changed the
 * question or its options since the answer was saved.
 */
export function answerFor(
  quiz: QuizConfig,
  answers: readonly StoredAnswer[],
  questionIndex: number,
): StoredAnswer | undefined {
  const question = quiz.children_questions[questionIndex];
  const answer = answers.find((a) => a.questionIndex === questionIndex);
  if (!question || !answer || answer.questionUuid !== question['jcr:uuid']) return undefined;
  const options = question.children_options;
  if (options[answer.questionOptionIndex]?.['jcr:uuid'] !== answer.questionOptionUuid) {
    return undefined;
  }
  if (question.questionType === 'card') {
    const cards = answer.cardSelections ?? [answer.questionOptionIndex];
    const fits = cards.length >= 1 && cards.length <= cardLimit(question);
    if (!fits || cards.some((i) => i >= options.length)) return undefined;
    // As buildAnswer writes them: ascending, each card once, the primary choice first. A
    // repeated card would fill the limit with one card and leave the others disabled.
    const ordered = cards.every((card, i) => i === 0 || card > (cards[i - 1] ?? card));
    if (!ordered || cards[0] !== answer.questionOptionIndex) return undefined;
  }
  return answer;
}

/** The options an answer chose, the primary choice first: every selected card, or the button. */
function chosenOptions(question: QuizQuestion, answer: StoredAnswer): QuizOption[] {
  const others =
    question.questionType === 'card'
      ? (answer.cardSelections ?? []).filter((i) => i !== answer.questionOptionIndex)
      : [];
  return [answer.questionOptionIndex, ...others].flatMap((i) => question.children_options[i] ?? []);
}

/** Every question with a valid answer, with the options chosen. */
export function answeredQuestions(
  quiz: QuizConfig,
  answers: readonly StoredAnswer[],
): AnsweredQuestion[] {
  return quiz.children_questions.flatMap((question, questionIndex) => {
    const answer = answerFor(quiz, answers, questionIndex);
    return answer ? [{ questionIndex, question, options: chosenOptions(question, answer) }] : [];
  });
}

/** The first question without a valid answer, or undefined when every one is answered. */
export function nextUnansweredIndex(
  quiz: QuizConfig,
  answers: readonly StoredAnswer[],
): number | undefined {
  const index = quiz.children_questions.findIndex((_q, i) => !answerFor(quiz, answers, i));
  return index === -1 ? undefined : index;
}

export function isQuizComplete(quiz: QuizConfig, answers: readonly StoredAnswer[]): boolean {
  return quiz.children_questions.length > 0 && nextUnansweredIndex(quiz, answers) === undefined;
}

export type ResumeTarget =
  | { kind: 'welcome' }
  | { kind: 'question'; question: QuizQuestion }
  | { kind: 'action-plan' };

/**
 * Where the quiz URL without a step sends the user: nowhere without answers; to the next
 * unanswered question with some; to the action plan when all are answered.
 */
export function resumeTarget(quiz: QuizConfig, answers: readonly StoredAnswer[]): ResumeTarget {
  const questions = quiz.children_questions;
  if (questions.length === 0) return { kind: 'welcome' };
  const hasAnswers = questions.some((_q, i) => answerFor(quiz, answers, i) !== undefined);
  if (!hasAnswers) return { kind: 'welcome' };
  const next = nextUnansweredIndex(quiz, answers);
  const question = next === undefined ? undefined : questions[next];
  return question ? { kind: 'question', question } : { kind: 'action-plan' };
}

/**
 * The question a step names. A step typed or linked in another case ("PRIORITIES") names the same
 * question rather than not-found. -1 when no question has that title.
 */
export function stepIndex(quiz: QuizConfig, step: string): number {
  const questions = quiz.children_questions;
  const exact = questions.findIndex((q) => q['jcr:title'] === step);
  if (exact !== -1) return exact;
  const folded = step.toLowerCase();
  return questions.findIndex((q) => q['jcr:title'].toLowerCase() === folded);
}

/**
 * Where a question's address sends the user instead, as the step to show: questions are
 * answered in order, so a later one opens only after those before it, and a step spelt in
 * another case moves to the question's own title. Undefined when the step is shown as it is.
 */
export function stepRedirect(
  quiz: QuizConfig,
  step: string,
  answers: readonly StoredAnswer[],
): string | undefined {
  const questions = quiz.children_questions;
  const index = stepIndex(quiz, step);
  const open = nextUnansweredIndex(quiz, answers) ?? questions.length - 1;
  const resume = questions[open];
  if (index > open && resume) return resume['jcr:title'];
  const title = questions[index]?.['jcr:title'];
  return title !== undefined && title !== step ? title : undefined;
}

/**
 * SPEC.md "Quiz flow": the animal comes from the answers to questions 2, 4 and 3, in that order,
 * each by its chosen option's first quizMapping tag.
 */
const ANIMAL_QUESTION_POSITIONS = [1, 3, 2] as const;

export type AnimalTags = readonly [string, string, string];

export function animalTags(
  quiz: QuizConfig,
  answers: readonly StoredAnswer[],
): AnimalTags | undefined {
  const tags = ANIMAL_QUESTION_POSITIONS.map((position) => {
    const question = quiz.children_questions[position];
    const answer = answerFor(quiz, answers, position);
    if (!question || !answer) return undefined;
    return question.children_options[answer.questionOptionIndex]?.quizMapping[0];
  });
  const [first, second, third] = tags;
  if (first === undefined || second === undefined || third === undefined) return undefined;
  return [first, second, third];
}
