import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkCompanyContext } from '@/components/link-context';
import { WithIntl } from '@/testing/intl';
import { ActionCard, type CardLabels } from './action-card';

const LABELS: CardLabels = {
  articleEyebrow: 'Article',
  videoEyebrow: 'Video',
  articleCta: 'Read article',
  videoCta: 'Play video',
  articleMinutes: 'min read',
  videoMinutes: 'min watch',
};

function renderCard(articleType: 'article' | 'video') {
  render(
    <WithIntl>
      <MemoryRouter>
        <LinkCompanyContext.Provider value="generic">
          <ActionCard
            article={{ articleId: 'a1', title: 'Compound growth', articleType, length: 3 }}
            labels={LABELS}
            companyId="generic"
          />
        </LinkCompanyContext.Provider>
      </MemoryRouter>
    </WithIntl>,
  );
}

describe('action card', () => {
  it("opens a video article at its player from the card's play picture", () => {
    renderCard('video');
    expect(screen.getByRole('link', { name: 'Play video: Compound growth' })).toHaveAttribute(
      'href',
      '/generic/articles/a1/compound-growth#video',
    );
  });

  it('opens a plain article at its top', () => {
    renderCard('article');
    expect(screen.getByRole('link', { name: 'Read article: Compound growth' })).toHaveAttribute(
      'href',
      '/generic/articles/a1/compound-growth',
    );
  });
});
