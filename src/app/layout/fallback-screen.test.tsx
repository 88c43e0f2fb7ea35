import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

const sitemap = vi.hoisted(() => ({ failing: true }));

vi.mock('@/app/routes/sitemap', () => ({
  Component: () => {
    if (sitemap.failing) throw new Error('Sitemap exploded');
    return <h1>Sitemap is back</h1>;
  },
}));

// What a page whose code is no longer on the server looks like (a deploy replaced the build's
// hashed chunks while the tab was open): its dynamic import rejects with the browser's words.
vi.mock('@/app/routes/contact-us', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: https://example.com/assets/contact-us-B4x9.js',
  );
});

describe('fallback screen', () => {
  it('shows "Unexpected Application Error!" with the message when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/retirement/generic/sitemap');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Unexpected Application Error!' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    // The page failed, not the shell: header and footer stay.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Sitemap exploded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      '/retirement/generic',
    );
  });

  it("returns a company's participant to their company's home, not the default company's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sitemap.failing = true;
    renderApp('/retirement/harborpine/sitemap');
    await screen.findByRole(
      'heading',
      { name: 'Unexpected Application Error!' },
      { timeout: 5_000 },
    );
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      '/retirement/harborpine',
    );
  });

  it('offers a retry in the page’s language that renders the page again in place', async () => {
    // What a page's code failing to arrive over a flaky connection looks like: the next attempt
    // (lazyWithPreload asks for the chunk again) works.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sitemap.failing = true;
    const { user } = renderApp('/retirement/generic/sitemap?lang=es');
    await screen.findByRole(
      'heading',
      { name: '¡Error inesperado en la aplicación!' },
      { timeout: 5_000 },
    );
    sitemap.failing = false;
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Sitemap is back' })).toBeInTheDocument();
  });

  it('explains a page whose code did not arrive in the page’s language, with a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/harborpine/contact-us?lang=es');
    expect(
      await screen.findByRole(
        'heading',
        { name: '¡Error inesperado en la aplicación!' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No se pudo descargar una parte de esta página. Revise su conexión y vuelva a intentarlo. Si sigue sin cargarse, actualice la página.',
      ),
    ).toBeInTheDocument();
    // Not the browser's English naming a file.
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar la página' })).toBeInTheDocument();
  });

  it('takes the focus and names the document when a link leads to a page that failed', async () => {
    // Otherwise a screen reader stays silent on the link just followed, in the old page's title.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/retirement/harborpine?lang=es');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Contáctenos' }));
    const heading = await screen.findByRole(
      'heading',
      { name: '¡Error inesperado en la aplicación!' },
      { timeout: 5_000 },
    );
    await vi.waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(document.title).toBe('¡Error inesperado en la aplicación! | RetireWell');
  });
});
