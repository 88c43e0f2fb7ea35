import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { MessageId } from './message-ids';
import { I18nProvider } from './i18n-provider';

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
