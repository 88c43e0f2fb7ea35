import * as v from 'valibot';
import {
  cmsFlag,
  cmsLanguage,
  cmsList,
  cmsNumber,
  cmsRequiredText,
  cmsText,
  cmsUrl,
  lazySchema,
} from '@/lib/cms-schema';

/**
 * The quiz definition as the content service sends it (SPEC.md section 3 "Quiz definition",
 * "Question", "Option", "Action plan config"): AEM nested fragments, with `jcr:*` properties
 * and `children_*` lists. Optional CMS fields read as absent when malformed.
 */

/** An article an action-plan section links to (children_articlePath, children_moreArticles). */
const articleReferenceSchema = lazySchema(() =>
  v.object({
    'jcr:uuid': cmsText,
    articleId: v.pipe(v.string(), v.minLength(1)),
    title: v.pipe(v.string(), v.minLength(1)),
    articleType: v.fallback(v.picklist(['article', 'video']), 'article'),
    imagePath: cmsUrl,
    imageAltTag: cmsText,
    /** Reading or viewing time in minutes. */
    length: cmsNumber,
  }),
);
export type ArticleReference = v.InferOutput<typeof articleReferenceSchema>;

const actionPlanConfigSchema = lazySchema(() =>
  v.object({
    bulletPoint: cmsText,
    content: cmsText,
    ctaLabel: cmsText,
    ctaUrl: cmsText,
    showSectionBulletPoint: cmsFlag,
    staticTitle: cmsText,
    staticImagePath: cmsUrl,
    staticImageAltTag: cmsText,
    title: cmsText,
    showReminder: cmsFlag,
    reminderText: cmsText,
    reminderCtaLabel: cmsText,
  }),
);
export type ActionPlanConfig = v.InferOutput<typeof actionPlanConfigSchema>;

// An option without a label or title would be an unnamed button: the question leaves it out.
const quizOptionSchema = lazySchema(() =>
  v.pipe(
    v.object({
      'jcr:uuid': v.pipe(v.string(), v.minLength(1)),
      title: cmsText,
      optionLabel: cmsText,
      topics: v.fallback(v.optional(v.array(v.string())), undefined),
      thumbnailPath: cmsUrl,
      thumbnailAltTag: cmsText,
      quizMapping: v.fallback(v.array(v.string()), []),
      children_actionPlanConfig: cmsList(actionPlanConfigSchema),
      children_articlePath: cmsList(articleReferenceSchema),
      children_moreArticles: cmsList(articleReferenceSchema),
    }),
    v.check((option) => option.optionLabel !== undefined || option.title !== undefined),
  ),
);
export type QuizOption = v.InferOutput<typeof quizOptionSchema>;

const QUESTION_TYPES = ['card', 'button'] as const;

const quizQuestionSchema = lazySchema(() =>
  v.object({
    'jcr:title': v.pipe(v.string(), v.minLength(1)),
    'jcr:uuid': v.pipe(v.string(), v.minLength(1)),
    title: cmsRequiredText,
    subtitle: cmsText,
    image: cmsUrl,
    backgroundImage: cmsUrl,
    questionType: v.fallback(v.picklist(QUESTION_TYPES), 'button'),
    maxSelect: cmsNumber,
    children_options: cmsList(quizOptionSchema),
  }),
);
export type QuizQuestion = v.InferOutput<typeof quizQuestionSchema>;

export const quizConfigSchema = lazySchema(() =>
  v.object({
    title: cmsText,
    description: cmsText,
    cta: cmsText,
    quizLengthNote: cmsText,
    splashBackgroundImagePath: cmsUrl,
    tooltipText: cmsText,
    featuredArticleEyebrow: cmsText,
    featuredVideoEyebrow: cmsText,
    articleCtaLabel: cmsText,
    videoCtaLabel: cmsText,
    articleMinuteText: cmsText,
    videoMinuteText: cmsText,
    articleBackgroundImagePath: cmsUrl,
    videoBackgroundImagePath: cmsUrl,
    actionPlanTitle: cmsText,
    actionPlanDescription: cmsText,
    actionPlanSubtitle: cmsText,
    actionPlanBulletLabel: cmsText,
    actionPlanFooterTitle: cmsText,
    actionPlanFooterDescription: cmsText,
    actionPlanRetakeLabel: cmsText,
    actionPlanBulletOrder: cmsText,
    actionPlanSectionOrder: cmsText,
    // A question without options cannot be answered, and one without a title cannot be read,
    // so neither is part of the quiz. Answers and plan steps are keyed by the question's uuid,
    // so a repeated uuid's later question is left out too.
    children_questions: v.pipe(
      cmsList(quizQuestionSchema, (question) => question['jcr:uuid']),
      v.transform((questions) => questions.filter((q) => q.children_options.length > 0)),
    ),
    /** Set when the quiz is another language's (a language fallback): its texts are in it. */
    language: cmsLanguage,
  }),
);
export type QuizConfig = v.InferOutput<typeof quizConfigSchema>;
/** What a fixture or CMS author writes (before defaults and lenient parsing). */
export type QuizConfigInput = v.InferInput<typeof quizConfigSchema>;

/** A question with the options the user chose: the primary choice first. */
export interface AnsweredQuestion {
  questionIndex: number;
  question: QuizQuestion;
  options: QuizOption[];
}
