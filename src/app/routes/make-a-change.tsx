import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { CompanyLinks } from '@/features/company/components/company-links';
import { CompanyResources } from '@/features/company/components/company-resources';
import { ContributionPanel } from '@/features/contribution/components/contribution-panel';
import { TopFaqs } from '@/features/faqs/components/top-faqs';
import { ReminderBlock } from '@/features/reminder/components/reminder-block';
import { useCompany } from '../layout/use-company';
import { FormattedMessage, useIntl } from 'react-intl';

/** Resources & FAQs (DESIGN.md section 2): the contribution button, company resources and links. */
export function Component() {
  const { config } = useCompany();
  const intl = useIntl();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>{intl.formatMessage({ id: 'company.makeAChange.heading' })}</PageHeading>
      <Typography sx={{ mt: 2, maxWidth: 720, fontSize: '1.125rem', color: 'text.secondary' }}>
        <FormattedMessage id="company.makeAChange.intro" />
      </Typography>
      <ContributionPanel config={config} />
      <Box sx={{ mt: 3 }}>
        <ReminderBlock config={config} />
      </Box>
      <CompanyResources variant="cards" />
      <CompanyLinks />
      <TopFaqs showContactUs={Boolean(config.showContactUs)} />
    </Container>
  );
}
