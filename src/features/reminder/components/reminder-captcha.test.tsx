import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { CAPTCHA_HEADER } from '../types';
import { CAPTCHA_SCRIPT_TIMEOUT_MS } from './captcha-script';

// A deployment with a real site key (DESIGN.md section 5): Google's widget, not the stand-in.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), captchaSiteKey: 'site-key-123' }) };
});

// Code a test takes down, as a dropped connection or a deploy that replaced the chunks does.
const WIDGET_CODE = 'react-google-recaptcha';
const FORM_CODE = './reminder-dialog';
function takeDown(path: string) {
  vi.doMock(path, () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
}

// A blocker extension stops the script on every try: the message also says how to get past it.
const UNAVAILABLE =
  'We couldn’t load the “I’m not a robot” check, which is needed to set your reminder. Some workplace networks and browser ad or privacy blockers block it. If you use a blocker, allow Google’s reCAPTCHA on this site, or try another network or device. What you typed is kept, so you can try again.';
const UNAVAILABLE_ES =
  'No pudimos cargar la casilla «No soy un robot», que se necesita para programar su recordatorio. Las redes de algunos lugares de trabajo y los bloqueadores de anuncios o de privacidad del navegador la bloquean. Si usa un bloqueador, permita reCAPTCHA de Google en este sitio, o inténtelo desde otra red u otro dispositivo. Lo que escribió se conserva, así que puede volver a intentarlo.';
const FORM_UNAVAILABLE =
  'We couldn’t open the reminder form. Please check your connection and try again.';

interface WidgetParams {
  sitekey: string;
  hl: string;
  callback: (token: string) => void;
}

declare global {
  interface Window {
    grecaptcha?: unknown;
  }
}

/** Google's script tags the page has asked for, oldest first. */
const googleScripts = () =>
  // A script tag is not in the accessibility tree: the document is read directly.
  // eslint-disable-next-line testing-library/no-node-access
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith('https://www.google.com/recaptcha/api.js'),
  );

async function requestedScript(after?: HTMLScriptElement) {
  await waitFor(() => {
    expect(googleScripts().at(-1) ?? after).not.toBe(after);
  });
  const script = googleScripts().at(-1);
  if (!script) throw new Error('No captcha script was requested');
  return script;
}

/** What Google's api.js does once loaded: define grecaptcha, then call the page's onload. */
function answer(script: HTMLScriptElement) {
  const url = new URL(script.src);
  expect(url.searchParams.get('render')).toBe('explicit');
  const widget = { params: undefined as WidgetParams | undefined };
  window.grecaptcha = {
    render: vi.fn((_container: HTMLElement, params: WidgetParams) => {
      widget.params = params;
      return 0;
    }),
    reset: vi.fn(),
    getResponse: vi.fn(),
    execute: vi.fn(),
  };
  const onload = url.searchParams.get('onload') ?? '';
  act(() => {
    (Reflect.get(window, onload) as () => void)();
  });
  return widget;
}

/**
 * The first click compiles the dialog's chunk, and each test of the code-failure group evaluates
 * it afresh: on a busy 2-core machine that took over 10 s, not what these tests are about.
 */
const DIALOG_CODE_LOADS = { timeout: 15_000 };

async function openForm({ beforeOpening }: { beforeOpening?: () => void } = {}) {
  const view = app.render('/harborpine/make-a-change');
  const open = await screen.findByRole(
    'button',
    { name: 'Remind me in six months' },
    { timeout: 15_000 },
  );
  beforeOpening?.();
  await view.user.click(open);
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Get a contribution reminder' },
    DIALOG_CODE_LOADS,
  );
  await view.user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ann');
  await view.user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee');
  await view.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com');
  return { ...view, dialog };
}

/** Whether one of the dialog's polite status regions holds the text. */
const inStatus = (dialog: HTMLElement, text: string) =>
  within(dialog)
    .queryAllByRole('status')
    .some((region) => within(region).queryByText(text));

function expectTypedValuesKept(dialog: HTMLElement) {
  expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
  expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee');
  expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
}

function expectNoErrorScreen() {
  expect(
    screen.queryByRole('heading', { name: 'Unexpected Application Error!' }),
  ).not.toBeInTheDocument();
}

/** Renders the app; the code-failure tests swap in one whose modules loaded no chunk yet. */
const app = { render: renderApp };

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock(WIDGET_CODE);
  vi.doUnmock(FORM_CODE);
  delete window.grecaptcha;
  for (const script of googleScripts()) script.remove();
});

describe('the reminder when Google’s captcha script cannot load', { timeout: 45_000 }, () => {
  beforeEach(() => {
    app.render = renderApp;
  });

  it('says so when Google’s script is blocked, keeps what was typed, and loads it on “Try again”', async () => {
    const { dialog, user } = await openForm();
    const blocked = await requestedScript();
    act(() => {
      blocked.dispatchEvent(new Event('error'));
    });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expectTypedValuesKept(dialog);
    expect(within(dialog).getByRole('button', { name: 'Set my reminder' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const widget = answer(await requestedScript(blocked));
    await waitFor(() => {
      expect(widget.params?.sitekey).toBe('site-key-123');
    });
    expect(widget.params?.hl).toBe('en');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expectTypedValuesKept(dialog);

    let sentCaptcha: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/email/contribution-reminder')) {
        sentCaptcha = request.headers.get(CAPTCHA_HEADER);
      }
    });
    act(() => {
      widget.params?.callback('google-token');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Set my reminder' }));
    expect(await screen.findByRole('dialog', { name: 'You’re all set!' })).toBeInTheDocument();
    expect(sentCaptcha).toBe('google-token');
  });

  it('says the check is loading while Google’s script is on its way, until the widget or the message replaces it', async () => {
    // The space held for the widget was blank for up to 10 s: nothing there for a screen reader.
    const LOADING = 'Loading the “I’m not a robot” check…';
    const { dialog, user } = await openForm();
    const slow = await requestedScript();
    expect(inStatus(dialog, LOADING)).toBe(true);

    act(() => {
      slow.dispatchEvent(new Event('error'));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(within(dialog).queryByText(LOADING)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const retried = await requestedScript(slow);
    expect(await within(dialog).findByText(LOADING)).toBeInTheDocument();
    const widget = answer(retried);
    await waitFor(() => {
      expect(widget.params?.sitekey).toBe('site-key-123');
    });
    expect(within(dialog).queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('tells a Spanish reader whose blocker stops the check what to do, in Spanish', async () => {
    const { user } = app.render('/harborpine/make-a-change?lang=es');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Recordármelo en seis meses' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Reciba un recordatorio sobre su aportación' },
      DIALOG_CODE_LOADS,
    );
    const blocked = await requestedScript();
    expect(inStatus(dialog, 'Cargando la casilla «No soy un robot»…')).toBe(true);
    act(() => {
      blocked.dispatchEvent(new Event('error'));
    });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(UNAVAILABLE_ES);
    expect(within(dialog).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('keeps the keyboard on “Try again” when the script is blocked again', async () => {
    const { dialog, user } = await openForm();
    const blocked = await requestedScript();
    act(() => {
      blocked.dispatchEvent(new Event('error'));
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    const blockedAgain = await requestedScript(blocked);
    act(() => {
      blockedAgain.dispatchEvent(new Event('error'));
    });

    // The check that had the focus while it loaded is gone: the focus is not left on nothing.
    const tryAgain = await within(dialog).findByRole('button', { name: 'Try again' });
    await waitFor(() => {
      expect(tryAgain).toHaveFocus();
    });
    expectTypedValuesKept(dialog);
  });

  it('says so when Google’s script never answers, and shows it on “Try again” once it has', async () => {
    const { dialog, user } = await openForm({
      // The clock the captcha's wait runs on; it still moves by itself, for everything else.
      beforeOpening: () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      },
    });
    const silent = await requestedScript();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_TIMEOUT_MS - 1_000);
    });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expectTypedValuesKept(dialog);

    // The script answers late: trying again shows the widget without asking for it again.
    const widget = answer(silent);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(widget.params?.sitekey).toBe('site-key-123');
    });
    expect(googleScripts()).toEqual([silent]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the reminder when its code cannot load', { timeout: 45_000 }, () => {
  beforeEach(async () => {
    // A page that has loaded no chunk yet: a lazy component keeps a loaded chunk for good, so
    // code an earlier test loaded could not be taken down.
    vi.resetModules();
    app.render = (await import('@/testing/test-utils')).renderApp;
  });

  it('shows the same message in the form, not the error screen, when the widget’s code fails', async () => {
    takeDown(WIDGET_CODE);
    const { dialog, user } = await openForm();
    const widget = answer(await requestedScript());

    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expectNoErrorScreen();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expectTypedValuesKept(dialog);

    vi.doUnmock(WIDGET_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(widget.params?.sitekey).toBe('site-key-123');
    });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expectTypedValuesKept(dialog);
  });

  it('says so beside the button, not on the error screen, when the form’s code fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    takeDown(FORM_CODE);
    const view = app.render('/harborpine/make-a-change');
    const open = await screen.findByRole(
      'button',
      { name: 'Remind me in six months' },
      { timeout: 15_000 },
    );
    await view.user.click(open);

    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_UNAVAILABLE);
    expectNoErrorScreen();
    expect(open).toBeInTheDocument();

    vi.doUnmock(FORM_CODE);
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('dialog', { name: 'Get a contribution reminder' }, DIALOG_CODE_LOADS),
    ).toBeInTheDocument();
    expect(screen.queryByText(FORM_UNAVAILABLE)).not.toBeInTheDocument();
  });
});
