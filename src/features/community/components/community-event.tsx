import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CmsImage } from '@/components/cms-image';
import { PlayCircleIcon, ScheduleIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';
import { SafeHtml } from '@/components/safe-html';
import type { CommunityPageContent } from '../types';
import { FormattedMessage } from 'react-intl';

/**
 * A community / virtual-event page: intro, event details, sessions, then `articles`. A page
 * that came in another language (`page.language`) has its own texts marked so; the page's
 * labels stay in the page's language.
 */
export function CommunityEvent({
  page,
  articles,
}: {
  page: CommunityPageContent;
  articles: ReactNode;
}) {
  const image = page.imagePath;
  return (
    <>
      <Box sx={{ bgcolor: '#14202b', color: '#fff' }}>
        <Container
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
            gap: { xs: 3, md: 6 },
            alignItems: 'center',
            py: { xs: 4, md: 7 },
          }}
        >
          <Box>
            {page.eyebrow && (
              <Typography
                variant="overline"
                component="p"
                lang={page.language}
                sx={{ color: '#f2c14e' }}
              >
                {page.eyebrow}
              </Typography>
            )}
            <PageHeading lang={page.language} sx={{ color: 'inherit' }}>
              {page.title}
            </PageHeading>
            <Box
              component="dl"
              sx={{
                mt: 3,
                mb: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 1,
                '& dt': { fontWeight: 700 },
                '& dd': { m: 0 },
              }}
            >
              {page.eventDate && (
                <>
                  <dt>
                    <FormattedMessage id="community.event.when" />
                  </dt>
                  <dd lang={page.language}>{page.eventDate}</dd>
                </>
              )}
              {page.eventFormat && (
                <>
                  <dt>
                    <FormattedMessage id="community.event.where" />
                  </dt>
                  <dd lang={page.language}>{page.eventFormat}</dd>
                </>
              )}
            </Box>
          </Box>
          {image && (
            <Box lang={page.language} sx={{ order: { xs: -1, md: 0 } }}>
              <CmsImage
                src={image}
                alt={page.imageAltText ?? ''}
                width={640}
                height={360}
                lead
                sx={{ borderRadius: 4 }}
              />
            </Box>
          )}
        </Container>
      </Box>
      <Container sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            gap: { xs: 4, md: 8 },
          }}
        >
          <SafeHtml html={page.content} lang={page.language} sx={{ fontSize: '1.1rem' }} />
          {page.children_sessions.length > 0 && (
            <Box component="section" aria-labelledby="community-sessions">
              <Typography id="community-sessions" variant="h3" component="h2" sx={{ mb: 2 }}>
                <FormattedMessage id="community.event.sessions" />
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {page.children_sessions.map((session, index) => (
                  <Box
                    component="li"
                    // Two sessions may share a title (a Q&A at each end of the day).
                    key={`${String(index)}-${session.title}`}
                    sx={{
                      p: 2,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 3,
                      bgcolor: 'background.paper',
                      display: 'flex',
                      gap: 1.5,
                    }}
                  >
                    <PlayCircleIcon sx={{ color: 'primary.main', mt: 0.25 }} />
                    <Box lang={page.language}>
                      <Typography sx={{ fontWeight: 700 }}>{session.title}</Typography>
                      {session.speaker && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {session.speaker}
                        </Typography>
                      )}
                      {session.length && (
                        <Typography
                          variant="body2"
                          sx={{
                            color: 'text.secondary',
                            display: 'flex',
                            alignItems: 'center',
                            gap: 0.5,
                          }}
                        >
                          <ScheduleIcon sx={{ fontSize: 16 }} />
                          {session.length}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </Box>
        {articles}
      </Container>
    </>
  );
}
