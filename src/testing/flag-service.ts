import { http, HttpResponse } from 'msw';
import type { FlagContext } from '@/features/flags/flag-context';
import { server } from './msw';

/** The fake flag service's evaluation address, for the client id `client-side-id`. */
export const FLAG_EVALUATION_URL = 'http://flags.test/sdk/evalx/client-side-id/contexts/*';

/**
 * The flag service turns "Email my action plan" on for the profiles `on` picks, and notes each
 * profile it is asked for (the SDK sends it base64url-encoded in the address).
 */
export function serveEmailFlagTo(on: (asked: FlagContext) => boolean): FlagContext[] {
  const asked: FlagContext[] = [];
  server.use(
    http.get(FLAG_EVALUATION_URL, ({ params }) => {
      const encoded = String(params[0]).split('/').pop() ?? '';
      const profile = JSON.parse(
        atob(encoded.replace(/-/g, '+').replace(/_/g, '/')),
      ) as FlagContext;
      asked.push(profile);
      return HttpResponse.json({
        enableEmailMyActionPlan: { value: on(profile), variation: 0 },
      });
    }),
  );
  return asked;
}
