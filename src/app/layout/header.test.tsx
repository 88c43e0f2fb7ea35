import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, showPhoneScreen } from '@/testing/test-utils';

/** A phone's home page of harborpine (all the menu's items), with its menu opened. */
async function openPhoneMenu() {
  showPhoneScreen();
  const view = renderApp('/retirement/harborpine');
  const banner = await screen.findByRole('banner');
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('contentinfo');
  await view.user.click(within(banner).getByRole('button', { name: 'Open menu' }));
  return { ...view, banner };
}

describe('the phone menu', () => {
  it('takes the page behind out of reach while open, and gives it back on closing', async () => {
    const { user, banner } = await openPhoneMenu();
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo', { hidden: true })).toHaveAttribute('inert');
    expect(banner).not.toHaveAttribute('inert');
    expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });

    await user.click(within(banner).getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('gives focus back to the menu button when Escape closes it from an item', async () => {
    const { user, banner } = await openPhoneMenu();
    const menu = within(banner).getByRole('navigation', { name: 'Menu primary' });
    within(menu)
      .getByRole('link', { name: /^Calculator/ })
      .focus();
    await user.keyboard('{Escape}');
    expect(within(banner).queryByRole('navigation', { name: 'Menu primary' })).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('closes on an item for the page already shown, giving focus back to its button', async () => {
    const { user, banner, router } = await openPhoneMenu();
    const secondary = within(banner).getByRole('navigation', { name: 'Menu secondary' });
    await user.click(within(secondary).getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/retirement/harborpine');
    expect(within(banner).queryByRole('navigation', { name: 'Menu secondary' })).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it("leaves focus to the new page's heading when an item navigates", async () => {
    const { user, banner, router } = await openPhoneMenu();
    const menu = within(banner).getByRole('navigation', { name: 'Menu primary' });
    await user.click(within(menu).getByRole('link', { name: /^Get the facts/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/harborpine/get-the-facts');
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Get the facts' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('stays closed when Back returns to the page it was opened on', async () => {
    const { user, banner, router } = await openPhoneMenu();
    const menu = within(banner).getByRole('navigation', { name: 'Menu primary' });
    await user.click(within(menu).getByRole('link', { name: /^Get the facts/ }));
    await screen.findByRole('heading', { level: 1, name: 'Get the facts' });

    await router.back();
    await screen.findByRole('heading', { level: 1, name: 'Build your future with Harbor & Pine' });
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('the phone search field', () => {
  it('stays closed when Back returns from the search it made', async () => {
    showPhoneScreen();
    const { user, router } = renderApp('/retirement/harborpine');
    const banner = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1 });
    const toggle = within(banner).getByRole('button', { name: 'Search' });
    await user.click(toggle);
    await user.type(within(banner).getByRole('searchbox'), 'match{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/harborpine/search');
    });

    await router.back();
    await screen.findByRole('heading', { level: 1, name: 'Build your future with Harbor & Pine' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the language switch', () => {
  it('says in the new language, once it is in, that the page changed, in a region already there', async () => {
    const { user } = renderApp('/retirement/harborpine/faqs');
    const banner = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    const status = within(banner).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(within(banner).getByRole('button', { name: 'Español' }));
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    expect(within(banner).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^Esta página ahora está en español\.$/);
    expect(status).toHaveAttribute('lang', 'es-US');
    expect(within(banner).getByRole('button', { name: 'English' })).toHaveFocus();
    await user.click(within(banner).getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    expect(status).toHaveTextContent(/^This page is now in English\.$/);
    expect(status).toHaveAttribute('lang', 'en-US');
  });
});
