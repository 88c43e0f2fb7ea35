import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { quizConfigSchema, type AnsweredQuestion } from '@/features/quiz/types';
import { buildPlan, parseOrder } from './action-plan-model';

describe('parseOrder', () => {
  it('reads 1-based question numbers', () => {
    expect(parseOrder('2,4,3,1,5', 5)).toEqual([1, 3, 2, 0, 4]);
  });
  it('skips junk and repeats, and appends the questions left out', () => {
    expect(parseOrder(' 3, x, 3, 9, 0,1', 4)).toEqual([2, 0, 1, 3]);
    expect(parseOrder(undefined, 3)).toEqual([0, 1, 2]);
  });
});

const ref = (id: string) => ({ articleId: id, title: `Article ${id}` });
const opt = (id: string, articles: string[], more: string[]) => ({
  'jcr:uuid': id,
  optionLabel: `Option ${id}`,
  quizMapping: [],
  children_actionPlanConfig: [{ title: `Section ${id}`, bulletPoint: `Bullet ${id}` }],
  children_articlePath: articles.map(ref),
  children_moreArticles: more.map(ref),
});
const quiz = v.parse(quizConfigSchema, {
  actionPlanBulletOrder: '2,1',
  actionPlanSectionOrder: '2,1',
  children_questions: [
    {
      'jcr:title': 'one',
      'jcr:uuid': 'q1',
      title: 'One',
      questionType: 'card',
      children_options: [opt('a', ['1', '2'], ['3']), opt('b', ['2', '4'], ['1', '5'])],
    },
    {
      'jcr:title': 'two',
      'jcr:uuid': 'q2',
      title: 'Two',
      questionType: 'button',
      children_options: [opt('c', ['9'], ['4'])],
    },
  ],
});

describe('buildPlan', () => {
  const [one, two] = quiz.children_questions;
  if (!one || !two) throw new Error('fixture');
  const answered: AnsweredQuestion[] = [
    { questionIndex: 0, question: one, options: [...one.children_options] },
    { questionIndex: 1, question: two, options: [...two.children_options] },
  ];

  it('orders bullets and sections by their lists, one per answered question', () => {
    const plan = buildPlan(quiz, answered);
    expect(plan.bullets).toEqual(['Bullet c', 'Bullet a']);
    expect(plan.sections.map((s) => s.config.title)).toEqual(['Section c', 'Section a']);
  });

  it('gathers the cards of every chosen card without repeats', () => {
    const section = buildPlan(quiz, answered.slice(0, 1)).sections[0];
    expect(section?.articles.map((a) => a.articleId)).toEqual(['1', '2', '4']);
    expect(section?.moreArticles.map((a) => a.articleId)).toEqual(['3', '5']);
  });

  it('shows an article once in the whole plan, in the first section that lists it', () => {
    const [first, second] = buildPlan(quiz, answered).sections;
    // Section c comes first and lists 9, with 4 among its more articles: section a drops 4.
    expect(first?.articles.map((a) => a.articleId)).toEqual(['9']);
    expect(first?.moreArticles.map((a) => a.articleId)).toEqual(['4']);
    expect(second?.articles.map((a) => a.articleId)).toEqual(['1', '2']);
    expect(second?.moreArticles.map((a) => a.articleId)).toEqual(['3', '5']);
  });

  it('has no section for an unanswered question', () => {
    expect(buildPlan(quiz, answered.slice(1)).sections).toHaveLength(1);
  });
});
