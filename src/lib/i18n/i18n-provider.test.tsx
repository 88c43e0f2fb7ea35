import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/site';
import type { Catalog } from './catalog-types';
import type { MessageId } from './message-ids';
import { I18nProvider, LOADING_LABEL } from './i18n-provider';

describe('I18nProvider', () => {
  it('renders the Spanish catalog and sets the page language', async () => {
    render(
      <I18nProvider language="es-US" fallback={null}>
        <FormattedMessage id="app.languageSwitch.otherLanguage" />
      </I18nProvider>,
    );
    expect(await screen.findByText('English')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-US');
  });

  it("names the start-up loader in the page's language, as common.loading does", () => {
    // Read before any catalog is in: a Spanish screen reader must not hear English first.
    expect(LOADING_LABEL).toEqual({ 'en-US': 'Loading', 'es-US': 'Cargando' });
  });

  it('throws in tests on a message missing from the catalog', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <I18nProvider language="es-US" fallback={null}>
          <FormattedMessage id={'app.noSuchMessage' as MessageId} />
        </I18nProvider>,
      ),
    ).toThrow(/app\.noSuchMessage/);
  });
});

/**
 * A catalog is a chunk of its own, fetched at start-up: a dropped connection must not leave the
 * page on its loader for ever (DESIGN.md section 7). Each test starts from fresh modules, so no
 * catalog is in memory, and fetches the chunks as a browser does: the imports in flight share
 * one fetch, and a failed fetch is not kept, so a later import fetches again.
 */
describe('I18nProvider when a catalog chunk does not load', () => {
  /** How many of each language's next fetches fail. */
  const failures: Record<Language, number> = { 'en-US': 0, 'es-US': 0 };
  const fetches: Record<Language, number> = { 'en-US': 0, 'es-US': 0 };

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const language of ['en-US', 'es-US'] as const) {
      failures[language] = 0;
      fetches[language] = 0;
    }
    vi.resetModules();
    vi.doMock('./catalog-chunks', async (importOriginal) => {
      const real = await importOriginal<typeof import('./catalog-chunks')>();
      const inFlight = new Map<Language, Promise<Catalog>>();
      const fetchChunk = async (language: Language) => {
        fetches[language] += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failures[language] > 0) {
          failures[language] -= 1;
          throw new TypeError('Failed to fetch dynamically imported module');
        }
        return real.importCatalog(language);
      };
      return {
        importCatalog: (language: Language) => {
          const fetching =
            inFlight.get(language) ?? fetchChunk(language).finally(() => inFlight.delete(language));
          inFlight.set(language, fetching);
          return fetching;
        },
      };
    });
  });

  afterAll(() => {
    vi.doUnmock('./catalog-chunks');
    vi.resetModules();
  });

  async function renderApp(language: Language) {
    const { loadCatalog } = await import('./load-catalog');
    const { I18nProvider: FreshProvider } = await import('./i18n-provider');
    // As at start-up (app.tsx): a preload first, then the provider asks for the same catalog.
    loadCatalog(language).catch(() => undefined);
    render(
      <FreshProvider language={language} fallback={<p>Starting</p>}>
        <FormattedMessage id="app.languageSwitch.otherLanguage" />
      </FreshProvider>,
    );
  }

  it('tries again when the chunk failed once', async () => {
    failures['en-US'] = 1;
    await renderApp('en-US');
    expect(await screen.findByText('Español')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetches['en-US']).toBe(2);
  });

  it('says so, with a working "Try again", when the chunk keeps failing', async () => {
    failures['en-US'] = Infinity;
    await renderApp('en-US');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("We're sorry, an error has occurred. Please try again later.");
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en-US');
    expect(screen.queryByText('Starting')).not.toBeInTheDocument();

    failures['en-US'] = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Español')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the catalog by itself, in place, when the connection comes back', async () => {
    // The fresh modules' own online state, the one the provider listens to.
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      failures['en-US'] = Infinity;
      await renderApp('en-US');
      await screen.findByRole('alert', {}, { timeout: 10_000 });
      const fetchesOffline = fetches['en-US'];

      failures['en-US'] = 0;
      act(() => {
        onlineManager.setOnline(true);
      });
      expect(await screen.findByText('Español')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fetches['en-US']).toBe(fetchesOffline + 1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows a Spanish page in English when only the Spanish chunk fails', async () => {
    failures['es-US'] = Infinity;
    await renderApp('es-US');
    expect(await screen.findByText('Español', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says so in Spanish when no catalog loads for a Spanish page', async () => {
    failures['es-US'] = Infinity;
    failures['en-US'] = Infinity;
    await renderApp('es-US');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(
      'Lo sentimos, ocurrió un error. Vuelva a intentarlo más tarde.',
    );
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es-US');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
