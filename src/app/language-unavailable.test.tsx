import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/site';
import type { Catalog } from '@/lib/i18n/catalog-types';
import { STORAGE_KEYS } from '@/lib/storage';
import { server } from '@/testing/msw';
import { speakSpanish } from '@/testing/test-utils';

/**
 * A Spanish page whose catalog chunk does not come (after its retries) is shown in English, all
 * of it, and says so in both languages with a way to try Spanish again. Each test starts from
 * fresh modules, so no catalog is in memory (setup.ts loads both into the modules it imported),
 * and the Spanish chunk fails while `spanishFails` says so.
 */
let spanishFails = true;

beforeEach(() => {
  spanishFails = true;
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.resetModules();
  vi.doMock('@/lib/i18n/catalog-chunks', async (importOriginal) => {
    const real = await importOriginal<typeof import('@/lib/i18n/catalog-chunks')>();
    return {
      importCatalog: async (language: Language): Promise<Catalog> => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (language === 'es-US' && spanishFails) {
          throw new TypeError('Failed to fetch dynamically imported module');
        }
        return real.importCatalog(language);
      },
    };
  });
});

afterAll(() => {
  vi.doUnmock('@/lib/i18n/catalog-chunks');
  vi.resetModules();
});

async function renderFresh(url: string) {
  const { renderApp } = await import('@/testing/test-utils');
  return renderApp(url);
}

/** The content language of every content call made from now on. */
function recordContentLanguages() {
  const languages: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const language =
      url.searchParams.get('language') ??
      /\/us\/(en|es)\//.exec(url.searchParams.get('path') ?? '')?.[1];
    if (language) languages.push(language);
  });
  return languages;
}

const NOTICE_EN = "We couldn't load this page in Spanish.";
const NOTICE_ES = 'No pudimos cargar la página en español.';
/** More than the header's controls, fewer than the page's: the notice comes right after them. */
const TAB_STOPS_BEFORE_NOTICE = 20;
const hasFocus = (element: HTMLElement) => element.matches(':focus');

// Each test evaluates the whole app afresh and waits for it up to twice: more than Vitest's
// default 15 s on a busy 2-core machine.
describe('a Spanish page whose Spanish texts cannot be loaded', { timeout: 45_000 }, () => {
  it('is English throughout: texts, content, <html lang> and analytics', async () => {
    speakSpanish();
    await renderFresh('/retirement/harborpine/faqs');
    const languages = recordContentLanguages();

    // The file's first render evaluates the app, the page's chunk and the English catalog
    // afresh, after the Spanish chunk's two retries: on a loaded machine, more than 10 s.
    expect(
      await screen.findByRole('button', { name: 'What is RetireWell?' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('¿Qué es RetireWell?')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(languages).toContain('en');
    expect(languages).not.toContain('es');
    const pageLoads = (window.dataLayer as { event: string; page?: { siteLanguage: string } }[])
      .filter((event) => event.event === 'Page Load Completed')
      .map((event) => event.page?.siteLanguage);
    expect(pageLoads).toEqual(['en-US']);
  });

  it('keeps the Spanish choice and says so in both languages, with a working "Try again"', async () => {
    speakSpanish();
    const { store, user } = await renderFresh('/retirement/harborpine/faqs');

    const status = await screen.findByText(NOTICE_EN, {}, { timeout: 10_000 });
    const spanish = screen.getByText(NOTICE_ES);
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(status).not.toHaveAttribute('lang', 'es');
    expect(screen.getAllByText(NOTICE_EN)).toHaveLength(1);
    expect(store.getState().user.language).toBe('es-US');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userProfile) ?? '{}')).toMatchObject(
      { language: 'es-US' },
    );

    spanishFails = false;
    const retry = screen.getByRole('button', { name: /Try again/ });
    await user.click(retry);
    expect(
      await screen.findByRole('button', { name: '¿Qué es RetireWell?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('es-US');
    });
    expect(screen.queryByText(NOTICE_EN)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    // The button went with the notice: the keyboard goes on from the page, not the top.
    await waitFor(() => {
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });

  it('tries Spanish again by itself when the connection comes back', async () => {
    speakSpanish();
    await renderFresh('/retirement/harborpine/faqs');
    // The app's own instance: each test imports the app afresh.
    const { onlineManager } = await import('@tanstack/react-query');
    await screen.findByText(NOTICE_EN, {}, { timeout: 10_000 });
    try {
      act(() => {
        onlineManager.setOnline(false);
      });
      spanishFails = false;
      act(() => {
        onlineManager.setOnline(true);
      });
      expect(
        await screen.findByRole('button', { name: '¿Qué es RetireWell?' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText(NOTICE_EN)).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('announces the notice in a polite status region, reachable by keyboard', async () => {
    speakSpanish();
    const { user } = await renderFresh('/retirement/harborpine/faqs');
    await screen.findByText(NOTICE_EN, {}, { timeout: 10_000 });
    const regions = screen
      .getAllByRole('status')
      .filter((status) => within(status).queryByText(NOTICE_EN));
    expect(regions).toHaveLength(1);
    const retry = screen.getByRole('button', { name: /Try again/ });
    expect(regions[0]).toContainElement(retry);
    // The Tab order reaches it from the top of the page, after the header's controls. Counted in
    // presses, not timed: on a busy machine a dozen presses can outlast a wait's 5 s.
    for (let presses = 0; presses < TAB_STOPS_BEFORE_NOTICE && !hasFocus(retry); presses += 1) {
      await user.tab();
    }
    expect(retry).toHaveFocus();
    // It stays put while the retry fails: the focus stays on the button.
    await user.keyboard('{Enter}');
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await waitFor(
      () => {
        expect(retry).not.toHaveAttribute('aria-busy', 'true');
      },
      { timeout: 10_000 },
    );
    expect(retry).toHaveFocus();
    expect(screen.getByText(NOTICE_EN)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('offers Español in the header, which tries Spanish again', async () => {
    speakSpanish();
    const { user } = await renderFresh('/retirement/harborpine/faqs');
    await screen.findByText(NOTICE_EN, {}, { timeout: 10_000 });
    const header = screen.getByRole('banner');
    const switchButton = within(header).getByRole('button', { name: 'Español' });
    expect(switchButton).toHaveAttribute('lang', 'es');

    spanishFails = false;
    await user.click(switchButton);
    expect(
      await screen.findByRole('button', { name: '¿Qué es RetireWell?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE_EN)).not.toBeInTheDocument();
  });

  it('says nothing on a page whose participant chose English', async () => {
    await renderFresh('/retirement/harborpine/faqs');
    expect(
      await screen.findByRole('button', { name: 'What is RetireWell?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(NOTICE_EN)).not.toBeInTheDocument();
  });
});
