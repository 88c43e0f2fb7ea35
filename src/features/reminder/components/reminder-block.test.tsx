import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import {
  clickBesideDialog,
  readLanguage,
  renderApp,
  showPhoneScreen,
  speakSpanish,
} from '@/testing/test-utils';
import { CAPTCHA_HEADER, reminderPayloadSchema } from '../types';
import {
  clearSignUps,
  listSignUps,
  recordSignUp,
} from '../../../../mocks/fixtures/reminder/sign-ups';

const REMINDER_URL = '*/po/content/email/contribution-reminder';
const INLINE_ERROR =
  'We couldn’t set your reminder. Please confirm you’re not a robot and try again.';

interface Captured {
  body: Record<string, unknown>;
  captcha: string | null;
  language: string | null;
}

let captured: Captured[] = [];

function recordRequests() {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/email/contribution-reminder')) return;
    const clone = request.clone();
    void clone.json().then((body: Record<string, unknown>) => {
      captured.push({
        body,
        captcha: request.headers.get(CAPTCHA_HEADER),
        language: url.searchParams.get('language'),
      });
    });
  });
}

beforeAll(async () => {
  // The form is lazy-loaded on click: compile it once up front so a busy machine does not turn
  // the first click into a time-out.
  await import('./reminder-dialog');
});

beforeEach(() => {
  captured = [];
  recordRequests();
});

async function openForm() {
  const view = renderApp('/harborpine/make-a-change');
  // The first page of a run compiles its chunks: on a busy machine that takes over a second.
  await view.user.click(
    await screen.findByRole('button', { name: 'Remind me in six months' }, { timeout: 10_000 }),
  );
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Get a contribution reminder' },
    { timeout: 5_000 },
  );
  return { ...view, dialog };
}

/** Fills the form as Ann Lee, ticks the check and submits. */
async function fillAndSubmit(
  dialog: HTMLElement,
  user: Awaited<ReturnType<typeof openForm>>['user'],
) {
  await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ann');
  await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
  await user.click(within(dialog).getByRole('button', { name: 'Set my reminder' }));
}

// Each test types a whole form through user-event, which is slow on a shared CI machine.
describe('the contribution reminder', { timeout: 30_000 }, () => {
  it('marks every field and the captcha as required and shows the email note', async () => {
    const { dialog } = await openForm();
    for (const name of ['First name', 'Last name', 'Email']) {
      expect(within(dialog).getByRole('textbox', { name })).toBeRequired();
    }
    expect(within(dialog).getByRole('checkbox', { name: "I'm not a robot" })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      /We’ll use your email only to send this one reminder/,
    );
    expect(within(dialog).getByRole('button', { name: 'Set my reminder' })).toBeDisabled();
    // A disabled submit says what is still missing.
    expect(
      within(dialog).getByRole('button', { name: 'Set my reminder' }),
    ).toHaveAccessibleDescription(
      'Still needed: first name, last name, email, and the “I’m not a robot” check.',
    );
  });

  it('says which fields are required in the page’s language', async () => {
    speakSpanish();
    const view = renderApp('/harborpine/make-a-change');
    // The Spanish page starts slower (its catalog and content): give its first lookup room.
    const open = await screen.findByRole(
      'button',
      { name: 'Recordármelo en seis meses' },
      { timeout: 10_000 },
    );
    await view.user.click(open);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Reciba un recordatorio sobre su aportación' },
      { timeout: 5_000 },
    );
    const note = within(dialog).getByText(
      'Los campos marcados con un asterisco (*) son obligatorios.',
    );
    expect(readLanguage(note)).toBe('es-US');
    expect(within(dialog).queryByText(/Fields marked/)).not.toBeInTheDocument();
    // What is still missing agrees in number: "Faltan" for several, "Falta" for one.
    const submit = within(dialog).getByRole('button', { name: 'Programar mi recordatorio' });
    expect(submit).toHaveAccessibleDescription(/^Faltan: el nombre, /);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Apellido' }), 'Ruiz');
    await view.user.type(
      within(dialog).getByRole('textbox', { name: 'Correo electrónico' }),
      'ana@example.com',
    );
    expect(submit).toHaveAccessibleDescription(/^Falta: la casilla/);
  });

  it('shows each message when its field is left, and clears it once fixed', async () => {
    const { dialog, user } = await openForm();
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.type(first, ' Ann');
    expect(within(dialog).queryByText('Valid first name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByText('Valid first name is required')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('Valid first name is required');
    await user.clear(first);
    await user.type(first, 'Ann');
    expect(within(dialog).queryByText('Valid first name is required')).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee2');
    await user.tab();
    expect(within(dialog).getByText('Valid last name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.c');
    await user.tab();
    expect(within(dialog).getByText('Valid email address is required')).toBeInTheDocument();
  });

  it('sends the payload with the captcha as a header, then shows the success modal', async () => {
    window.dataLayer = [];
    const { dialog, user, store } = await openForm();
    const submit = within(dialog).getByRole('button', { name: 'Set my reminder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'José');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'García');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'jose@example.com');
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    const success = await screen.findByRole('dialog', { name: 'You’re all set!' });
    // The address is shown back, so a typo in it can be noticed and the form filled again.
    expect(success).toHaveAccessibleDescription(
      'We’ll email jose@example.com in six months. Until then, every paycheck is already working for your future.',
    );
    const icon = within(success).getByTestId('reminder-success-icon');
    expect(icon).toHaveAttribute('width', '142');
    expect(icon).toHaveAttribute('height', '142');
    await waitFor(() => {
      expect(captured).toHaveLength(1);
    });
    const [request] = captured;
    expect(request?.captcha).toMatch(/^dev-captcha-/);
    expect(request?.language).toBe('en');
    expect(request?.body).toEqual({
      firstName: 'José',
      lastName: 'García',
      emailAddress: 'jose@example.com',
      personaAnimal: store.getState().user.animal,
      segment: 'g',
      companyName: 'Harbor & Pine Manufacturing',
      recordKeeperUrl: 'https://www.beacon-retirement.example/harborpine',
      uniqueId: expect.stringMatching(/^[0-9a-f-]{32,36}$/) as unknown,
    });
    expect(request?.body).not.toHaveProperty('reCaptchaResponse');
    // SPEC.md's self-service steps: the submit, then the reminder set.
    const reminderStep = (event: string, processStepValue: string) => ({
      event,
      processStepLabel: 'Contribution reminder',
      processStepValue,
      settingUsed: 'email',
      ActivityName: 'Contribution reminder',
      SessionSettings: 'SPA',
    });
    expect(window.dataLayer).toContainEqual(reminderStep('Self Service Step', 'submitted'));
    expect(window.dataLayer).toContainEqual(reminderStep('Self Service Completed', 'reminder set'));
    // Whatever analytics recorded on the way (clicks, modal loads), no typed value is in it.
    expect(JSON.stringify(window.dataLayer)).not.toMatch(
      /José|Jos\\u00e9|García|jose@example\.com/,
    );

    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it.each([
    ['a 500', () => HttpResponse.json({ isError: true, message: 'down' }, { status: 500 })],
    ['an error flag', () => HttpResponse.json({ isError: true, message: 'rejected' })],
    ['a network failure', () => HttpResponse.error()],
    ['HTML instead of JSON', () => HttpResponse.html('<html></html>')],
  ])('after %s it shows the inline error and keeps what was typed', async (_name, reply) => {
    server.use(http.post(REMINDER_URL, reply));
    const { dialog, user } = await openForm();
    await fillAndSubmit(dialog, user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INLINE_ERROR);
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
    // The single-use captcha must be solved again, which clears the error.
    const captcha = within(dialog).getByRole('checkbox', { name: "I'm not a robot" });
    expect(captcha).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Set my reminder' })).toBeDisabled();
    await user.click(captcha);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Set my reminder' })).toBeEnabled();
  });

  it('says it is sending, in a polite region already there, and keeps the focus on submit', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        REMINDER_URL,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => {
              resolve(HttpResponse.json({}, { status: 500 }));
            };
          }),
      ),
    );
    const { dialog, user } = await openForm();
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await fillAndSubmit(dialog, user);
    expect(status).toHaveTextContent('Setting your reminder…');
    // Still focusable, so the keyboard focus stays on it rather than falling to the dialog.
    const submit = within(dialog).getByRole('button', { name: 'Setting your reminder…' });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveFocus();
    // A second press while sending sends nothing more.
    await user.click(submit);
    answer();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INLINE_ERROR);
    expect(status).toBeEmptyDOMElement();
    expect(captured).toHaveLength(1);
  });

  it('a retry after an answer that was lost sets one reminder, not two', async () => {
    clearSignUps();
    // The service saves the sign-up, then the connection drops before its answer arrives.
    server.use(
      http.post(
        REMINDER_URL,
        async ({ request }) => {
          recordSignUp(v.parse(reminderPayloadSchema, await request.clone().json()));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { dialog, user } = await openForm();
    await fillAndSubmit(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INLINE_ERROR);
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Set my reminder' }));
    await screen.findByRole('dialog', { name: 'You’re all set!' });
    await waitFor(() => {
      expect(captured).toHaveLength(2);
    });
    expect(captured[1]?.body.uniqueId).toBe(captured[0]?.body.uniqueId);
    expect(listSignUps()).toHaveLength(1);
  });

  it('a retry with a corrected address is a new sign-up', async () => {
    server.use(http.post(REMINDER_URL, () => HttpResponse.error(), { once: true }));
    const { dialog, user } = await openForm();
    await fillAndSubmit(dialog, user);
    await within(dialog).findByRole('alert');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ann.lee@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Set my reminder' }));
    await screen.findByRole('dialog', { name: 'You’re all set!' });
    await waitFor(() => {
      expect(captured).toHaveLength(2);
    });
    expect(captured[1]?.body.uniqueId).not.toBe(captured[0]?.body.uniqueId);
  });

  it('sends an analytics error event on a failed submit, without personal data', async () => {
    server.use(http.post(REMINDER_URL, () => HttpResponse.json({}, { status: 503 })));
    window.dataLayer = [];
    const { dialog, user } = await openForm();
    await fillAndSubmit(dialog, user);
    await within(dialog).findByRole('alert');
    expect(window.dataLayer).toContainEqual({
      event: 'Error Message Presented',
      formFieldError: INLINE_ERROR,
      processStepLabel: 'Contribution reminder',
      processStepValue: 'submit failed',
      settingUsed: 'email',
    });
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/Ann|Lee|example\.com/);
  });

  it('closing while sending stops the send, and its failure is neither presented nor recorded', async () => {
    let sent: Request | undefined;
    let answer: () => void = () => undefined;
    server.use(
      http.post(REMINDER_URL, ({ request }) => {
        sent = request;
        return new Promise<Response>((resolve) => {
          answer = () => {
            resolve(HttpResponse.json({}, { status: 500 }));
          };
        });
      }),
    );
    window.dataLayer = [];
    const { dialog, user } = await openForm();
    await fillAndSubmit(dialog, user);
    await within(dialog).findByText('Setting your reminder…', { selector: '[role="status"]' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The service's late answer, while the dialog may still be fading out.
    answer();
    await waitFor(() => {
      expect(sent?.signal.aborted).toBe(true);
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(window.dataLayer).not.toContainEqual(
      expect.objectContaining({ event: 'Error Message Presented' }),
    );
  });

  it('closing while the send waits for the connection sets no reminder when it comes back', async () => {
    let received = 0;
    server.use(
      http.post(REMINDER_URL, () => {
        received += 1;
        return HttpResponse.json({ isError: false });
      }),
    );
    const { dialog, user } = await openForm();
    // Offline on a train: the send waits for the connection.
    onlineManager.setOnline(false);
    try {
      await fillAndSubmit(dialog, user);
      await within(dialog).findByText('Setting your reminder…', { selector: '[role="status"]' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    } finally {
      onlineManager.setOnline(true);
    }
    // Whatever the connection's return would set off has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('describes the dialog with its intro, then with the success text', async () => {
    const { dialog, user } = await openForm();
    expect(dialog).toHaveAccessibleDescription(
      'Tell us where to send it and we’ll email you in six months, a good moment to review how much you save.',
    );
    await fillAndSubmit(dialog, user);
    expect(
      await screen.findByRole('dialog', { name: 'You’re all set!' }),
    ).toHaveAccessibleDescription(
      'We’ll email ann@example.com in six months. Until then, every paycheck is already working for your future.',
    );
  });

  it('takes the keyboard to the check to tick again after a failed submit', async () => {
    server.use(http.post(REMINDER_URL, () => HttpResponse.json({}, { status: 500 })));
    const { dialog, user } = await openForm();
    await fillAndSubmit(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INLINE_ERROR);
    // The submit button it was on is disabled until the check is ticked again.
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
  });

  it.each(['Simulate expiry', 'Simulate error'])(
    '%s on the captcha shows the inline error and disables submit',
    async (control) => {
      const { dialog, user } = await openForm();
      await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ann');
      await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee');
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com');
      await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
      await user.click(within(dialog).getByRole('button', { name: control }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(INLINE_ERROR);
      expect(within(dialog).getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Set my reminder' })).toBeDisabled();
    },
  );

  it('closing resets the fields, the captcha and the errors', async () => {
    const { dialog, user } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), '1');
    await user.tab();
    await user.click(within(dialog).getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(within(dialog).getByRole('button', { name: 'Simulate error' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'Remind me in six months' }));
    const again = await screen.findByRole('dialog', { name: 'Get a contribution reminder' });
    expect(within(again).getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(within(again).queryByText('Valid first name is required')).not.toBeInTheDocument();
    expect(within(again).getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a phone, Back closes the form on its page; closed by Cancel, it leaves no entry for Back', async () => {
    showPhoneScreen();
    const view = renderApp('/harborpine/make-a-change');
    const open = async () => {
      await view.user.click(
        await screen.findByRole('button', { name: 'Remind me in six months' }, { timeout: 10_000 }),
      );
      return screen.findByRole('dialog', { name: 'Get a contribution reminder' });
    };
    const entries = window.history.length;
    await open();
    expect(window.history.length).toBe(entries + 1);
    window.history.back();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(view.router.state.location.pathname).toBe('/harborpine/make-a-change');

    const again = await open();
    await view.user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The page's own entry is the current one again: the next Back leaves the page.
    await waitFor(() => {
      expect(window.history.state).toBeNull();
    });
  });

  it('a click beside the form keeps what was typed; beside an empty one it closes', async () => {
    const { dialog, user } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ann');
    await clickBesideDialog(user, dialog);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');

    await user.clear(within(dialog).getByRole('textbox', { name: 'First name' }));
    await clickBesideDialog(user, dialog);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
