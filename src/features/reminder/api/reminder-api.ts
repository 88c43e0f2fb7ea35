import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { HttpError, request } from '@/lib/http';
import { CAPTCHA_HEADER, reminderResultSchema, type ReminderPayload } from '../types';

interface ReminderRequest {
  payload: ReminderPayload;
  captchaToken: string;
  /** The content language (en, es): the reminder e-mail is written in it. */
  language: string;
  /** Aborted when the dialog closes while the send is still on its way. */
  signal?: AbortSignal;
}

/** POST /email/contribution-reminder; a reply with isError set fails like an HTTP error. */
async function sendContributionReminder({
  payload,
  captchaToken,
  language,
  signal,
}: ReminderRequest) {
  const result = await request(apiPaths.contributionReminder(language), {
    method: 'POST',
    body: payload,
    headers: { [CAPTCHA_HEADER]: captchaToken },
    schema: reminderResultSchema,
    signal,
  });
  if (result.isError)
    throw new HttpError(200, result.message ?? 'The reminder was not saved', result);
  return result;
}

const reminderMutationKey = ['reminder', 'contribution-reminder'] as const;

export function useSendContributionReminder() {
  return useMutation({ mutationKey: reminderMutationKey, mutationFn: sendContributionReminder });
}
