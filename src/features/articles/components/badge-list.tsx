import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import {
  FeaturedBadgeIcon,
  ImportantBadgeIcon,
  NewBadgeIcon,
  ResourceBadgeIcon,
  StarBadgeIcon,
} from '@/components/icons';
import type { Badge, BadgeKind } from '../types';

/** SPEC.md "Badge": each kind has its icon and colour (all AA on white). */
const KINDS: Record<BadgeKind, { Icon: ComponentType<SvgIconProps>; color: string; bg: string }> = {
  new: { Icon: NewBadgeIcon, color: '#0b5c3b', bg: '#e3f4ea' },
  resource: { Icon: ResourceBadgeIcon, color: '#0b4f6c', bg: '#e2f0f6' },
  featured: { Icon: FeaturedBadgeIcon, color: '#6a3d00', bg: '#fdf0d9' },
  star: { Icon: StarBadgeIcon, color: '#6b4a00', bg: '#fff4cc' },
  important: { Icon: ImportantBadgeIcon, color: '#9b1c1c', bg: '#fde8e8' },
};

export function BadgeList({
  badges,
  language,
}: {
  badges: Badge[];
  /** The article's language when it is not the page's: the statuses are the article's text. */
  language?: string;
}) {
  const intl = useIntl();
  if (badges.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'articles.view.badges' })}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {badges.map((badge) => {
        const kind = KINDS[badge.icon ?? 'star'];
        return (
          <Box
            component="li"
            key={badge.status}
            lang={language}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 999,
              fontSize: '0.8125rem',
              fontWeight: 700,
              color: kind.color,
              bgcolor: kind.bg,
            }}
          >
            <kind.Icon sx={{ fontSize: 16 }} />
            {badge.status}
          </Box>
        );
      })}
    </Box>
  );
}
