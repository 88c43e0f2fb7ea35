import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, speakSpanish } from '@/testing/test-utils';

const OFFLINE_EN = "You're offline. This page will load when your connection is back.";
const OFFLINE_ES = 'No tiene conexión. Esta página se cargará cuando vuelva su conexión.';

const goOnline = (online: boolean) => {
  act(() => {
    onlineManager.setOnline(online);
  });
};

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('a page waiting for its data while offline', { timeout: 30_000 }, () => {
  it('says so, politely, and loads when the connection is back', async () => {
    onlineManager.setOnline(false);
    renderApp('/retirement/harborpine/faqs');
    const status = await screen.findByText(OFFLINE_EN, undefined, { timeout: 10_000 });
    expect(screen.getAllByRole('status').some((region) => region.contains(status))).toBe(true);

    goOnline(true);
    expect(
      await screen.findByRole('button', { name: 'What is RetireWell?' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_EN)).not.toBeInTheDocument();
  });

  it('says so on a page opened from a loaded one, in Spanish', async () => {
    speakSpanish();
    const { router } = renderApp('/retirement/harborpine/privacy');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.queryByText(OFFLINE_ES)).not.toBeInTheDocument();

    goOnline(false);
    await router.navigate('/retirement/harborpine/faqs');
    expect(await screen.findByText(OFFLINE_ES, undefined, { timeout: 10_000 })).toBeInTheDocument();

    goOnline(true);
    await waitFor(
      () => {
        expect(screen.queryByText(OFFLINE_ES)).not.toBeInTheDocument();
      },
      { timeout: 15_000 },
    );
    expect(await screen.findByRole('button', { name: '¿Qué es RetireWell?' })).toBeInTheDocument();
  });
});
