import { http, HttpResponse } from 'msw';
import { requestLanguage } from '../fixtures/language';
import { animalArticle, animalFor } from '../fixtures/quiz/personas';
import { isValidEmail } from '@/lib/email';

export const quizHandlers = [
  /** GET /wcm/api/po/cfs?type=quiz-animal&question1Tag=&question2Tag=&question3Tag= */
  http.get('*/wcm/api/po/cfs', ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (params.get('type') !== 'quiz-animal') {
      return HttpResponse.json({ error: 'Unknown content fragment type' }, { status: 400 });
    }
    const tags = [1, 2, 3].map((n) => params.get(`question${String(n)}Tag`)?.trim() ?? '');
    const [first = '', second = '', third = ''] = tags;
    if (!first || !second || !third) {
      return HttpResponse.json(
        { error: 'question1Tag, question2Tag and question3Tag are required' },
        { status: 400 },
      );
    }
    const animal = animalFor([first, second, third]);
    return HttpResponse.json({
      articles: animal ? [animalArticle(animal, requestLanguage(request))] : [],
    });
  }),

  /** POST /po/content/email/action-plan: sends the participant their action plan. */
  http.post('*/po/content/email/action-plan', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ isError: true, message: 'Body must be JSON' }, { status: 400 });
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const { emailAddress, actionPlanUrl, selections } = fields;
    if (typeof emailAddress !== 'string' || !isValidEmail(emailAddress)) {
      return HttpResponse.json(
        { isError: true, message: 'A valid emailAddress is required' },
        { status: 400 },
      );
    }
    if (typeof actionPlanUrl !== 'string' || !Array.isArray(selections) || !selections.length) {
      return HttpResponse.json(
        { isError: true, message: 'actionPlanUrl and selections are required' },
        { status: 400 },
      );
    }
    return HttpResponse.json({ isError: false });
  }),
];
