import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
import { clearActionPlanEmails, listActionPlanEmails } from '../fixtures/quiz/action-plan-email';
import { genericQuiz } from '../fixtures/quiz/quiz-config';

/** The rabbit's answers: the first option of every question, two cards on the first. */
const selections = genericQuiz.children_questions.map((question, i) => ({
  questionUuid: question['jcr:uuid'],
  optionUuids: question.children_options
    .slice(0, i === 0 ? 2 : 1)
    .map((option) => option['jcr:uuid']),
}));

const valid = {
  emailAddress: 'jose@example.com',
  companyId: 'generic',
  segment: 'g',
  personaAnimal: 'rabbit',
  actionPlanUrl: 'https://retirewell.example/retirement/generic/quiz/action-plan',
  selections,
};

function post(body: unknown, language?: string) {
  return fetch(`http://localhost${apiPaths.emailActionPlan(language)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

afterEach(() => {
  clearActionPlanEmails();
});

describe('mock POST /po/content/email/action-plan', () => {
  it('writes the e-mail in Spanish for language=es: persona and steps from the Spanish quiz', async () => {
    const response = await post(valid, 'es');
    expect(await response.json()).toEqual({ isError: false });
    const [email] = listActionPlanEmails();
    expect(email).toMatchObject({
      to: 'jose@example.com',
      language: 'es',
      subject: 'Su plan de acción para la jubilación',
    });
    expect(email?.body).toBe(
      [
        'Este es el plan de acción que armó con el cuestionario de RetireWell.',
        'Su perfil de jubilación: El conejo entusiasta.',
        [
          'Sus próximos pasos:',
          // The page's order (actionPlanSectionOrder 1,2,4,3,5), each question's first choice.
          '1. Haga que sus primeros dólares cuenten',
          '2. Reciba la aportación equivalente del empleador completa',
          '3. Manténgase firme cuando los mercados no lo están',
          '4. Deje que el tiempo trabaje para usted',
          '5. Aprenda un poco cada vez',
        ].join('\n'),
        `Abra su plan cuando quiera: ${valid.actionPlanUrl}`,
      ].join('\n\n'),
    );
  });

  it('writes it in English for language=en, and when the call names no language', async () => {
    await post(valid, 'en');
    await post({ ...valid, personaAnimal: null });
    const [english, noLanguage] = listActionPlanEmails();
    expect(english?.subject).toBe('Your retirement action plan');
    expect(english?.body).toContain('Your retirement persona: The Eager Rabbit.');
    expect(english?.body).toContain('1. Make your first dollars count');
    expect(noLanguage?.language).toBe('en');
    expect(noLanguage?.body).not.toContain('persona');
  });

  it.each([
    [{ ...valid, emailAddress: 'jose@example' }, 'A valid emailAddress is required'],
    [{ ...valid, selections: [] }, 'actionPlanUrl and selections are required'],
    [{ ...valid, selections: [{ questionUuid: 1 }] }, 'actionPlanUrl and selections are required'],
  ])('rejects %j and sends nothing', async (body, message) => {
    const response = await post(body, 'es');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ isError: true, message });
    expect(listActionPlanEmails()).toEqual([]);
  });
});
