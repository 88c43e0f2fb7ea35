import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

/** What a browser does when a picture's file is missing: the <img> fires `error`. */
function failToLoad(picture: HTMLElement) {
  fireEvent.error(picture);
}

describe('pictures whose files fail to load', () => {
  it("show the company's name in the header where its logo was", async () => {
    renderApp('/harborpine');
    const home = await screen.findByRole('link', { name: 'Harbor & Pine Manufacturing home' });
    failToLoad(within(home).getByRole('img', { name: 'Harbor & Pine Manufacturing logo' }));
    expect(home).toHaveTextContent('Harbor & Pine Manufacturing');
    expect(within(home).queryByRole('img')).toBeNull();
  });

  it("link a company resource by its name where the resource's logo was", async () => {
    renderApp('/harborpine');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    const logos = await within(footer).findAllByRole('img', { name: /Harbor Health Savings/ });
    for (const logo of logos) failToLoad(logo);
    const link = within(footer).getByRole('link', { name: /Harbor Health Savings/ });
    expect(within(link).queryByRole('img')).toBeNull();
    expect(link).toHaveTextContent('Harbor Health Savings');
  });

  it('leave a box of their size, named as the picture was, instead of a broken-file icon', async () => {
    renderApp('/harborpine');
    const main = await screen.findByRole('main');
    const pictures = await within(main).findAllByRole('img');
    const names = pictures.map((picture) => picture.getAttribute('alt'));
    expect(names.every(Boolean)).toBe(true);
    for (const picture of pictures) failToLoad(picture);

    for (const name of names) {
      const box = within(main).getByRole('img', { name: name ?? '' });
      expect(box).not.toHaveAttribute('src');
      expect(box).toHaveStyle({ backgroundColor: '#e7eef3' });
    }
  });
});
