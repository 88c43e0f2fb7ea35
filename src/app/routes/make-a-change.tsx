import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { GridList } from '@/components/grid-list';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/routes';
import { companyQueries } from '@/features/company/api/company-queries';
import { faqQueries } from '@/features/faqs/api/faq-queries';
import { FaqList } from '@/features/faqs/components/faq-list';
import { faqsFor } from '@/features/faqs/types';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import { ReminderBlock } from '@/features/reminder/components/reminder-block';
import { safeUrl } from '@/lib/safe-url';
import { useAppSelector, useContentAudience } from '../hooks';
import { useCompany } from '../layout/company-context';
import { selectIsEnroll, selectSiteVariant } from '@/features/user/user-slice';

const sectionSx = { mt: { xs: 5, md: 7 } } as const;

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} component="h2" variant="h2" sx={{ mb: 2.5 }}>
      {children}
    </Typography>
  );
}

function ContributionPanel() {
  const { config } = useCompany();
  const isEnroll = useAppSelector(selectIsEnroll);
  const keeper = config.recordKeeperName ?? 'your plan’s record keeper';
  return (
    <Paper
      component="section"
      aria-labelledby="contribution-heading"
      sx={{
        mt: 4,
        p: { xs: 3, md: 5 },
        borderRadius: '24px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 3,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography id="contribution-heading" component="h2" variant="h2">
          {isEnroll ? 'Start saving in your plan' : 'Change how much you save'}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 620, opacity: 0.92 }}>
          {isEnroll
            ? `Enrolling takes about ten minutes with ${keeper}. Even a small percentage of each paycheck adds up over a career, and many employers match part of what you put in.`
            : `Your contribution rate is managed by ${keeper}. Raising it by a single percentage point today can add tens of thousands of dollars by the time you retire.`}
        </Typography>
      </Box>
      <Box
        sx={{
          flexShrink: 0,
          '& .MuiButton-root': { bgcolor: 'background.paper', color: 'primary.main' },
          '& .MuiButton-root:hover': { bgcolor: 'background.default' },
        }}
      >
        <ContributionButton config={config} size="large" position="make-a-change" />
      </Box>
    </Paper>
  );
}

function ResourceCards({ companyId }: { companyId: string }) {
  const { language } = useContentAudience();
  const resources = useQuery(companyQueries.resources({ companyId, language }));
  if (resources.isError) return <QueryError onRetry={() => void resources.refetch()} />;
  if (resources.isPending) {
    return <Skeleton variant="rounded" height={140} sx={sectionSx} />;
  }
  if (resources.data.count <= 0 || resources.data.resources.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="resources-heading" sx={sectionSx}>
      <SectionHeading id="resources-heading">Company resources</SectionHeading>
      <GridList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }} gap={2.5}>
        {resources.data.resources.map((resource) => {
          const image = safeUrl(resource.imagePath);
          return (
            <Paper
              component="li"
              variant="outlined"
              key={resource['jcr:uuid'] ?? resource.link}
              sx={{
                p: 3,
                borderRadius: '16px',
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
            >
              {image && (
                <Box
                  component="img"
                  src={image}
                  alt=""
                  width={120}
                  height={48}
                  loading="lazy"
                  sx={{ display: 'block' }}
                />
              )}
              <SmartLink href={resource.link} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {resource.linkName}
              </SmartLink>
              {resource.description && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {resource.description}
                </Typography>
              )}
            </Paper>
          );
        })}
      </GridList>
    </Box>
  );
}

function CompanyLinks({ companyId }: { companyId: string }) {
  const { language } = useContentAudience();
  const links = useQuery(companyQueries.links({ companyId, language }));
  if (links.isError) return <QueryError onRetry={() => void links.refetch()} />;
  if (links.isPending || links.data.count <= 0 || links.data.links.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="links-heading" sx={sectionSx}>
      <SectionHeading id="links-heading">Plan documents and links</SectionHeading>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {links.data.links.map((link) => {
          const image = safeUrl(link.imagePath);
          return (
            <li key={`${link.linkName}-${link.link}`}>
              <SmartLink
                href={link.link}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1.5,
                  px: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '12px',
                  bgcolor: 'background.paper',
                  fontWeight: 600,
                }}
              >
                {image && (
                  <Box
                    component="img"
                    src={image}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    sx={{ display: 'block' }}
                  />
                )}
                {link.linkName}
              </SmartLink>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The first few FAQs this participant would see on the FAQ page. */
const TOP_FAQ_COUNT = 3;

function TopFaqs({ companyId }: { companyId: string }) {
  const siteVariant = useAppSelector(selectSiteVariant);
  const isEnroll = useAppSelector(selectIsEnroll);
  const { language } = useContentAudience();
  const faqs = useQuery(faqQueries.list({ companyId, language }, siteVariant));
  if (faqs.isPending) return <Skeleton variant="rounded" height={180} sx={{ mt: 3 }} />;
  if (faqs.isError) return <QueryError onRetry={() => void faqs.refetch()} />;
  return <FaqList faqs={faqsFor(faqs.data.faqs, isEnroll).slice(0, TOP_FAQ_COUNT)} />;
}

function FaqSection({ companyId, showContactUs }: { companyId: string; showContactUs: boolean }) {
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={sectionSx}>
      <SectionHeading id="faq-heading">Frequently asked questions</SectionHeading>
      <Typography sx={{ maxWidth: 680, color: 'text.secondary' }}>
        How much should I save? What is a match, and am I getting all of it? When can I change my
        investments? Straight answers to the questions participants ask most.
      </Typography>
      <TopFaqs companyId={companyId} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <SmartLink href={paths.faqs(companyId)} variant="button" buttonVariant="outlined">
          See all FAQs
        </SmartLink>
        {showContactUs && (
          <SmartLink href={paths.contactUs(companyId)} variant="button" buttonVariant="text">
            Still have a question? Contact us
          </SmartLink>
        )}
      </Box>
    </Box>
  );
}

/** Resources & FAQs (DESIGN.md section 2): the contribution button, company resources and links. */
export function Component() {
  const { companyId, config } = useCompany();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>Resources & FAQs</PageHeading>
      <Typography sx={{ mt: 2, maxWidth: 720, fontSize: '1.125rem', color: 'text.secondary' }}>
        Everything you need to act on your retirement plan: where to change your contribution, the
        tools your employer provides, and answers to common questions.
      </Typography>
      <ContributionPanel />
      <Box sx={{ mt: 3 }}>
        <ReminderBlock config={config} />
      </Box>
      <ResourceCards companyId={companyId} />
      <CompanyLinks companyId={companyId} />
      <FaqSection companyId={companyId} showContactUs={Boolean(config.showContactUs)} />
    </Container>
  );
}
