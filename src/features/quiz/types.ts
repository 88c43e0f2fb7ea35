import { z } from 'zod/mini';
import { cmsFlag, cmsList, cmsNumber, cmsText, cmsUrl, lazySchema } from '@/lib/cms-schema';

/**
 * The quiz definition as the content service sends it (SPEC.md section 3 "Quiz definition",
 * "Question", "Option", "Action plan config"): AEM nested fragments, with `jcr:*` properties
 * and `children_*` lists. Optional CMS fields read as absent when malformed.
 */

/** An article an action-plan section links to (children_articlePath, children_moreArticles). */
export const articleReferenceSchema = lazySchema(() =>
  z.object({
    'jcr:uuid': cmsText,
    articleId: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    articleType: z.catch(z.enum(['article', 'video']), 'article'),
    imagePath: cmsUrl,
    imageAltTag: cmsText,
    /** Reading or viewing time in minutes. */
    length: cmsNumber,
  }),
);
export type ArticleReference = z.infer<typeof articleReferenceSchema>;

export const actionPlanConfigSchema = lazySchema(() =>
  z.object({
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
export type ActionPlanConfig = z.infer<typeof actionPlanConfigSchema>;

export const quizOptionSchema = lazySchema(() =>
  z.object({
    'jcr:uuid': z.string().check(z.minLength(1)),
    title: cmsText,
    optionLabel: cmsText,
    topics: z.catch(z.optional(z.array(z.string())), undefined),
    thumbnailPath: cmsUrl,
    thumbnailAltTag: cmsText,
    quizMapping: z.catch(z.array(z.string()), []),
    children_actionPlanConfig: cmsList(actionPlanConfigSchema),
    children_articlePath: cmsList(articleReferenceSchema),
    children_moreArticles: cmsList(articleReferenceSchema),
  }),
);
export type QuizOption = z.infer<typeof quizOptionSchema>;

export const QUESTION_TYPES = ['card', 'button'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const quizQuestionSchema = lazySchema(() =>
  z.object({
    'jcr:title': z.string().check(z.minLength(1)),
    'jcr:uuid': z.string().check(z.minLength(1)),
    title: z.string(),
    subtitle: cmsText,
    image: cmsUrl,
    backgroundImage: cmsUrl,
    questionType: z.catch(z.enum(QUESTION_TYPES), 'button'),
    maxSelect: cmsNumber,
    children_options: cmsList(quizOptionSchema),
  }),
);
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizConfigSchema = lazySchema(() =>
  z.object({
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
    // A question without options cannot be answered, so it is not part of the quiz.
    children_questions: z.pipe(
      cmsList(quizQuestionSchema),
      z.transform((questions) => questions.filter((q) => q.children_options.length > 0)),
    ),
  }),
);
export type QuizConfig = z.infer<typeof quizConfigSchema>;
/** What a fixture or CMS author writes (before defaults and lenient parsing). */
export type QuizConfigInput = z.input<typeof quizConfigSchema>;

/** A question with the options the user chose: the primary choice first. */
export interface AnsweredQuestion {
  questionIndex: number;
  question: QuizQuestion;
  options: QuizOption[];
}
