import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

const chunk = vi.hoisted(() => ({ failing: true }));

// The dialog's code not arriving (the connection dropped, or a deploy replaced the hashed chunk):
// its dynamic import rejects with the browser's words until the connection is back.
vi.mock('./contribution-dialog', async (importOriginal) => {
  if (chunk.failing) {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://example.com/assets/contribution-dialog-B4x9.js',
    );
  }
  return importOriginal<typeof import('./contribution-dialog')>();
});

async function mainButton(name: string | RegExp) {
  return within(await screen.findByRole('main')).findByRole('button', { name });
}

describe('the contribution button when its dialog cannot load', { timeout: 30_000 }, () => {
  // The close comes first: once the retry has loaded the dialog's code, it stays loaded.
  it('closes the message back to the button that opened it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.failing = true;
    const { user } = renderApp('/generic/make-a-change');
    const button = await mainButton('Change my contribution');
    await user.click(button);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
  });

  it('keeps the page and explains in place, in the page’s language, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.failing = true;
    const { user } = renderApp('/generic/make-a-change?lang=es');
    const heading = await screen.findByRole('heading', { level: 1 });
    await user.click(await mainButton('Cambiar mi aportación'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'No se pudo descargar una parte de esta página. Revise su conexión y vuelva a intentarlo. Si sigue sin cargarse, actualice la página.',
    );
    expect(alert).not.toHaveTextContent(/dynamically imported module/);
    // The page is still there: not the error screen in its place.
    expect(heading).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: '¡Error inesperado en la aplicación!' }),
    ).not.toBeInTheDocument();
    // The dialog would have taken the focus: its stand-in does, on its retry.
    const retry = within(alert).getByRole('button', { name: 'Intentar de nuevo' });
    expect(retry).toHaveFocus();

    chunk.failing = false;
    await user.click(retry);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
