import { apiPaths } from '@/config/api-paths';
import type { StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { buildAnswer } from '@/features/quiz/quiz-rules';
import { quizConfigSchema } from '@/features/quiz/types';
import { request } from '@/lib/http';

/** Every company has the default company's quiz. */
const QUIZ_SCOPE = { companyId: 'generic', country: 'us', language: 'en', segment: 'g' };

/** Option indexes per question (cards may have several) for each persona. */
export const ANSWER_SETS = {
  rabbit: [[0], [0], [0], [1], [0]],
  lynx: [[2], [2], [0], [2], [1]],
  fox: [[1, 3], [3], [0], [0], [0, 2]],
  elk: [[0], [1], [0], [1], [3]],
  owl: [[3, 4, 5], [2], [2], [0], [4]],
  // A maximizer who sells in a drop: no row of the table, so the fallback tags decide.
  fallback: [[0], [2], [0], [0], [0]],
} as const;

/** The answers as the quiz stores them, from the mock service's quiz; one per choice given. */
export async function storedAnswers(
  choices: readonly (readonly number[])[],
): Promise<StoredAnswer[]> {
  const quiz = await request(apiPaths.quizConfig(QUIZ_SCOPE), { schema: quizConfigSchema });
  return choices.map((choice, i) => {
    const question = quiz.children_questions[i];
    const answer = question && buildAnswer(question, i, choice);
    if (!answer) throw new Error(`No answer ${choice.join(',')} to question ${i + 1}`);
    return answer;
  });
}
