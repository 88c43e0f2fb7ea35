import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { requestLanguage } from '../fixtures/language';
import { animalArticle, animalFor } from '../fixtures/quiz/personas';
import { isValidEmail } from '@/lib/email';
import { actionPlanEmail, recordActionPlanEmail } from '../fixtures/quiz/action-plan-email';

const selectionsSchema = v.array(
  v.object({ questionUuid: v.string(), optionUuids: v.array(v.string()) }),
);

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

  /**
   * POST /po/content/email/action-plan?language=: sends the participant their action plan, in
   * that language.
   */
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
    const { emailAddress, actionPlanUrl, personaAnimal } = fields;
    const selections = v.safeParse(selectionsSchema, fields.selections);
    if (typeof emailAddress !== 'string' || !isValidEmail(emailAddress)) {
      return HttpResponse.json(
        { isError: true, message: 'A valid emailAddress is required' },
        { status: 400 },
      );
    }
    if (typeof actionPlanUrl !== 'string' || !selections.success || !selections.output.length) {
      return HttpResponse.json(
        { isError: true, message: 'actionPlanUrl and selections are required' },
        { status: 400 },
      );
    }
    // The e-mail is written in the language the participant asked from.
    recordActionPlanEmail(
      actionPlanEmail(requestLanguage(request), {
        emailAddress,
        actionPlanUrl,
        personaAnimal,
        selections: selections.output,
      }),
    );
    return HttpResponse.json({ isError: false });
  }),
];
