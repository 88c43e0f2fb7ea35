import { allowFailedCalls, expect, expectNoAxeViolations, test } from './fixtures';
import { expectNoWordSplit } from './layout-checks';

const DIALOG_CHUNK = /\/assets\/contribution-dialog-[\w-]+\.js$/;
const REMINDER_CHUNK = /\/assets\/reminder-dialog-[\w-]+\.js$/;

for (const { lang, button, message, retry, screen } of [
  {
    lang: 'en',
    button: 'Change my contribution',
    message: 'Part of this page could not be downloaded.',
    retry: 'Try again',
    screen: 'Unexpected Application Error!',
  },
  {
    lang: 'es',
    button: 'Cambiar mi aportación',
    message: 'No se pudo descargar una parte de esta página.',
    retry: 'Intentar de nuevo',
    screen: '¡Error inesperado en la aplicación!',
  },
]) {
  test(`a dialog whose code cannot arrive leaves the page in place (${lang})`, async ({
    page,
    pageProblems,
  }) => {
    // Offline, or a deploy replaced the hashed chunk: the dialog's code does not arrive.
    let offline = true;
    await page.route(DIALOG_CHUNK, async (route) => {
      if (offline) await route.abort('internetdisconnected');
      else await route.fallback();
    });
    allowFailedCalls(page, DIALOG_CHUNK);
    await page.goto(`/generic/make-a-change?lang=${lang}`);
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await main.getByRole('button', { name: button }).click();

    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { name: screen })).toHaveCount(0);
    const retryButton = alert.getByRole('button', { name: retry });
    await expect(retryButton).toBeFocused();
    // Whole on the screen, at a phone's width too.
    const box = await alert.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expectNoAxeViolations(page);

    offline = false;
    await retryButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(alert).toHaveCount(0);

    // The aborted chunk is the browser's own console error, which this test caused.
    const expected = (problem: string) =>
      problem.startsWith('console error: Failed to load resource');
    pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !expected(p)));
  });
}

test('the reminder form whose code cannot arrive offers its retry whole', async ({
  page,
  pageProblems,
}) => {
  // Offline on a train: the form's code does not arrive until the connection is back.
  let offline = true;
  await page.route(REMINDER_CHUNK, async (route) => {
    if (offline) await route.abort('internetdisconnected');
    else await route.fallback();
  });
  allowFailedCalls(page, REMINDER_CHUNK);
  await page.goto('/harborpine/make-a-change');
  await page.getByRole('button', { name: 'Remind me in six months' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t open the reminder form.' });
  await expect(alert).toBeVisible();
  const retryButton = alert.getByRole('button', { name: 'Try again' });
  // Squeezed beside the message, its label stood one letter per line.
  const box = await retryButton.boundingBox();
  expect(box && box.width > box.height).toBe(true);
  await expectNoWordSplit(page, 'the reminder form’s message');

  offline = false;
  await retryButton.click();
  await expect(page.getByRole('dialog', { name: 'Get a contribution reminder' })).toBeVisible();
  await expect(alert).toHaveCount(0);

  // The aborted chunk is the browser's own console error, which this test caused.
  const expected = (problem: string) =>
    problem.startsWith('console error: Failed to load resource');
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !expected(p)));
});
