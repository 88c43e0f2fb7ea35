import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { GridList } from '@/components/grid-list';
import { CmsImage } from '@/components/cms-image';
import { MediaCard } from '@/components/media-card';
import { ChevronDownIcon, ScheduleIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { SmartLink } from '@/components/smart-link';
import { VISIBLE_CARDS } from '../block-chooser';
import type { HomeCard, HomeComponent } from '../types';
import { FormattedMessage, useIntl } from 'react-intl';

/** SPEC.md section 9: card image height. */
const CARD_IMAGE_HEIGHT = 160;

function CardAction({ card, contribution }: { card: HomeCard; contribution?: ReactNode }) {
  const intl = useIntl();
  if (card.isChangeContribution && contribution) return contribution;
  if (!card.ctaLink) return null;
  const label = card.ctaLabel ?? intl.formatMessage({ id: 'home.card.learnMore' });
  return (
    <SmartLink
      href={card.ctaLink}
      variant={card.ctaType === 'button' ? 'button' : 'link'}
      aria-label={
        card.title
          ? intl.formatMessage({ id: 'home.card.ctaFor' }, { label, title: card.title })
          : undefined
      }
      sx={{ fontWeight: 700 }}
    >
      {label}
    </SmartLink>
  );
}

function HomeCardView({ card, contribution }: { card: HomeCard; contribution?: ReactNode }) {
  const image = card.image ?? card.articleImage;
  return (
    <MediaCard
      media={
        image && (
          <CmsImage
            src={image}
            alt={card.alt ?? ''}
            width={400}
            height={CARD_IMAGE_HEIGHT}
            playBadge={card.cardType === 'video' ? 'small' : undefined}
            sx={{ height: CARD_IMAGE_HEIGHT }}
          />
        )
      }
    >
      {card.eyebrow && (
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'primary.main', lineHeight: 1.4, py: 0 }}
        >
          {card.eyebrow}
        </Typography>
      )}
      {card.title && (
        <Typography variant="h4" component="h3">
          {card.title}
        </Typography>
      )}
      {card.minuteText && (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <ScheduleIcon sx={{ fontSize: 18 }} />
          {card.minuteText}
        </Typography>
      )}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <CardAction card={card} contribution={contribution} />
      </Box>
    </MediaCard>
  );
}

/** SPEC.md "Home page": the first 3 cards, and the rest in an expandable list. */
export function ThreeCardBlock({
  block,
  contribution,
}: {
  block: HomeComponent;
  contribution?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const cards = block.children_cards;
  const first = cards.slice(0, VISIBLE_CARDS);
  const rest = cards.slice(VISIBLE_CARDS);
  return (
    <Container component="section" aria-label={block.title} sx={{ py: { xs: 5, md: 8 } }}>
      {block.title && (
        <Typography variant="h2" component="h2">
          {block.title}
        </Typography>
      )}
      <SafeHtml html={block.content} sx={{ mt: 1, color: 'text.secondary' }} />
      <GridList
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
        gap={3}
        sx={{ mt: 2 }}
      >
        {first.map((card, index) => (
          <li key={card['jcr:uuid'] ?? index}>
            <HomeCardView card={card} contribution={contribution} />
          </li>
        ))}
      </GridList>
      {rest.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Button
            variant="outlined"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
            endIcon={
              <ChevronDownIcon
                sx={{
                  transform: expanded ? 'rotate(180deg)' : 'none',
                  transition: 'transform 150ms',
                }}
              />
            }
          >
            <FormattedMessage
              id={expanded ? 'home.cards.showLess' : 'home.cards.showMore'}
              values={{ count: rest.length }}
            />
          </Button>
          <Box
            component="ul"
            id={listId}
            hidden={!expanded}
            sx={{
              listStyle: 'none',
              m: 0,
              mt: 2,
              p: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
              '&[hidden]': { display: 'none' },
            }}
          >
            {rest.map((card, index) => (
              <Box
                component="li"
                key={card['jcr:uuid'] ?? index}
                sx={{
                  px: 2.5,
                  py: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  '& + li': { borderTop: 1, borderColor: 'divider' },
                }}
              >
                <Box>
                  {card.eyebrow && (
                    <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
                      {card.eyebrow}
                    </Typography>
                  )}
                  {card.title && (
                    <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem' }}>
                      {card.title}
                    </Typography>
                  )}
                  {card.minuteText && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {card.minuteText}
                    </Typography>
                  )}
                </Box>
                <CardAction card={card} contribution={contribution} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
