import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, showPhoneScreen } from '@/testing/test-utils';
import { readStartupSeed } from '@/features/user/startup';

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

/**
 * The value each style rule for `element` sets for `property`, in cascade order, with the
 * @supports and @media blocks around it (jsdom has no layout to measure the bar and menu with).
 */
function ruleValues(element: Element, property: string) {
  const found: { within: string[]; value: string }[] = [];
  const walk = (rules: CSSRuleList, within: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSSupportsRule) {
        walk(rule.cssRules, [...within, `@supports ${rule.conditionText}`]);
      } else if (rule instanceof CSSMediaRule) {
        walk(rule.cssRules, [...within, `@media ${rule.media.mediaText}`]);
      } else if (rule instanceof CSSStyleRule) {
        const value = rule.style.getPropertyValue(property);
        if (value && element.matches(rule.selectorText)) found.push({ within, value });
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, []);
  return found;
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

  it("fits the screen as shown, above iPhone Safari's toolbar, with 100vh where the unit is new", async () => {
    const { banner } = await openPhoneMenu();
    const toggle = within(banner).getByRole('button', { name: 'Close menu' });
    // eslint-disable-next-line testing-library/no-node-access -- the menu box has no role
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(ruleValues(menu as Element, 'max-height')).toEqual([
      { within: [], value: 'calc(100vh - 80px)' },
      { within: ['@supports (height: 100dvh)'], value: 'calc(100dvh - 80px)' },
    ]);
  });
});

describe("the phone bar's site name beside the mark", () => {
  it('gives way on narrow screens in Safari 15 too, which has no container queries', async () => {
    showPhoneScreen();
    const { site } = readStartupSeed(new URL('http://myretirement.localhost/retirement/generic'));
    renderApp('/retirement/generic', { seed: { site } });
    const banner = await screen.findByRole('banner');
    const name = await within(banner).findByRole('link', { name: 'MyRetirement' });
    // Hidden where the container query hides it on a 16 px text: a bar under 11.25rem, which
    // leaves the screen at 24.25rem (388 px) with the switch and the two buttons beside it.
    expect(ruleValues(name, 'display')).toContainEqual({
      within: ['@supports not (container-type: inline-size)', '@media (max-width: 24.25rem)'],
      value: 'none',
    });
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
