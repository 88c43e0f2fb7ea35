import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { personaOf } from '@/features/animal/types';
import { quizConfigSchema } from './types';

const HOSTILE = 'javascript:window.__pwned = 1';

describe('quiz and persona image URLs', () => {
  it('read as absent when they fail the safe-url allow-list', () => {
    const quiz = v.parse(quizConfigSchema, {
      splashBackgroundImagePath: HOSTILE,
      articleBackgroundImagePath: 'data:image/svg+xml,<svg onload=alert(1)>',
      videoBackgroundImagePath: '/images/quiz/card-video.svg',
      children_questions: [
        {
          'jcr:title': 'priorities',
          'jcr:uuid': 'q1',
          title: 'What is on your mind?',
          image: 'vbscript:msgbox(1)',
          backgroundImage: '//evil.example/bg.png',
          children_options: [
            {
              'jcr:uuid': 'o1',
              thumbnailPath: HOSTILE,
              children_actionPlanConfig: [{ staticImagePath: HOSTILE }],
              children_articlePath: [{ articleId: 'a1', title: 'A', imagePath: HOSTILE }],
            },
          ],
        },
      ],
    });
    const question = quiz.children_questions[0];
    const option = question?.children_options[0];
    expect(quiz.splashBackgroundImagePath).toBeUndefined();
    expect(quiz.articleBackgroundImagePath).toBeUndefined();
    expect(quiz.videoBackgroundImagePath).toBe('/images/quiz/card-video.svg');
    expect(question?.image).toBeUndefined();
    expect(question?.backgroundImage).toBeUndefined();
    expect(option?.thumbnailPath).toBeUndefined();
    expect(option?.children_actionPlanConfig[0]?.staticImagePath).toBeUndefined();
    expect(option?.children_articlePath[0]?.imagePath).toBeUndefined();
  });

  it('drop an unsafe persona image but keep the persona', () => {
    const persona = personaOf({ properties: { animal: 'owl', imagePath: HOSTILE } });
    expect(persona?.animal).toBe('owl');
    expect(persona?.imagePath).toBeUndefined();
  });
});
