import type {
  ActionPlanConfig,
  AnsweredQuestion,
  ArticleReference,
  QuizConfig,
} from '@/features/quiz/types';

/**
 * actionPlanBulletOrder / actionPlanSectionOrder: comma-separated question numbers (1-based).
 * Unknown or repeated numbers are skipped, and questions the list leaves out follow in quiz
 * order, so a partial or broken list never hides a section.
 */
export function parseOrder(raw: string | undefined, count: number): number[] {
  const listed = (raw ?? '')
    .split(',')
    .map((part) => Number(part.trim()) - 1)
    .filter((n) => Number.isInteger(n) && n >= 0 && n < count);
  const order = [...new Set(listed)];
  for (let i = 0; i < count; i += 1) if (!order.includes(i)) order.push(i);
  return order;
}

/**
 * What a tick on a next step is kept under: the question and the answer chosen, since each answer
 * has its own next step. Keyed by the question alone, a tick stayed on the step another answer
 * (or the CMS's new options) put there, which the participant had not done.
 */
export function stepKey(questionUuid: string, optionUuid: string): string {
  return `${questionUuid}/${optionUuid}`;
}

export interface PlanSection {
  key: string;
  questionIndex: number;
  config: ActionPlanConfig;
  articles: ArticleReference[];
  moreArticles: ArticleReference[];
}

export interface PlanModel {
  bullets: string[];
  sections: PlanSection[];
}

function uniqueArticles(list: ArticleReference[], exclude: ReadonlySet<string> = new Set()) {
  const seen = new Set(exclude);
  return list.filter((article) => {
    if (seen.has(article.articleId)) return false;
    seen.add(article.articleId);
    return true;
  });
}

/**
 * The plan from the answers: one bullet and one section per answered question, each from the
 * primary choice's action-plan config; the cards of every chosen option are gathered.
 */
export function buildPlan(quiz: QuizConfig, answered: readonly AnsweredQuestion[]): PlanModel {
  const count = quiz.children_questions.length;
  const byIndex = new Map(answered.map((a) => [a.questionIndex, a]));
  const inOrder = (raw: string | undefined) =>
    parseOrder(raw, count).flatMap((i) => byIndex.get(i) ?? []);

  // A bullet shows once: answers may share one (and the list is keyed by its text).
  const bullets = [
    ...new Set(
      inOrder(quiz.actionPlanBulletOrder).flatMap(
        (a) => a.options[0]?.children_actionPlanConfig[0]?.bulletPoint ?? [],
      ),
    ),
  ];
  // An article shows once in the whole plan: in the first section that lists it.
  const shown = new Set<string>();
  const sections = inOrder(quiz.actionPlanSectionOrder).flatMap((a): PlanSection[] => {
    const primary = a.options[0];
    const config = primary?.children_actionPlanConfig[0];
    if (!primary || !config) return [];
    const articles = uniqueArticles(
      a.options.flatMap((o) => o.children_articlePath),
      shown,
    );
    for (const article of articles) shown.add(article.articleId);
    const moreArticles = uniqueArticles(
      a.options.flatMap((o) => o.children_moreArticles),
      shown,
    );
    for (const article of moreArticles) shown.add(article.articleId);
    return [
      {
        key: stepKey(a.question['jcr:uuid'], primary['jcr:uuid']),
        questionIndex: a.questionIndex,
        config,
        articles,
        moreArticles,
      },
    ];
  });
  return { bullets, sections };
}
