import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { lazySchema } from '@/lib/cms-schema';
import { apiPaths } from '@/config/api-paths';
import { request } from '@/lib/http';

/** What the email-my-action-plan endpoint needs to rebuild the plan server-side. */
export interface EmailActionPlanRequest {
  emailAddress: string;
  companyId: string;
  segment: string;
  personaAnimal: string | null;
  actionPlanUrl: string;
  selections: { questionUuid: string; optionUuids: string[] }[];
}

/** A send, and what calls it off: the dialog closing while the e-mail is on its way. */
type EmailActionPlanSend = EmailActionPlanRequest & { signal?: AbortSignal };

const resultSchema = lazySchema(() =>
  v.object({
    isError: v.fallback(v.boolean(), true),
    message: v.optional(v.string()),
  }),
);

class EmailNotSentError extends Error {
  constructor(message = 'The action plan email was not sent') {
    super(message);
    this.name = 'EmailNotSentError';
  }
}

/** `language` is the content language (en, es): the e-mail is written in it. */
export const emailActionPlanMutation = (language: string) =>
  mutationOptions({
    mutationKey: ['action-plan', 'email', language] as const,
    mutationFn: async ({ signal, ...body }: EmailActionPlanSend) => {
      const result = await request(apiPaths.emailActionPlan(language), {
        method: 'POST',
        body,
        schema: resultSchema,
        signal,
      });
      // Like the reminder call, the answer is read only for its error flag.
      if (result.isError) throw new EmailNotSentError(result.message);
      return result;
    },
  });
