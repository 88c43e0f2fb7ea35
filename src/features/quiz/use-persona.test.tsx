import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { apiPaths } from '@/config/api-paths';
import { request } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { answerSaved } from './quiz-answers-slice';
import { buildAnswer } from './quiz-rules';
import { quizConfigSchema } from './types';
import { usePersona } from './use-persona';

const GENERIC_SCOPE = { companyId: 'generic', country: 'us', language: 'en', segment: 'g' };

describe('usePersona', () => {
  it('stores the persona it fetched without rendering the page again', async () => {
    const quiz = await request(apiPaths.quizConfig(GENERIC_SCOPE), { schema: quizConfigSchema });
    const store = createStore();
    // The Eager Rabbit's answers, stored in a tab that never kept the persona's articles.
    [[0], [0], [0], [1], [0]].forEach((choice, index) => {
      const question = quiz.children_questions[index];
      const answer = question && buildAnswer(question, index, choice);
      if (answer) store.dispatch(answerSaved(answer));
    });
    const queryClient = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Provider>
    );
    const shown: (string | undefined)[] = [];
    renderHook(
      () => {
        const { persona } = usePersona(quiz);
        shown.push(persona?.animal);
        return persona;
      },
      { wrapper },
    );

    await waitFor(() => {
      expect(store.getState().animal.articles).not.toHaveLength(0);
    });
    expect(store.getState().user.animal).toBe('rabbit');
    // One render without the persona, one with it: storing it changes nothing on screen.
    expect(shown).toEqual([undefined, 'rabbit']);
  });
});
