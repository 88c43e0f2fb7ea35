import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { SmartLink } from '@/components/smart-link';
import { mailtoHref } from '@/lib/email';
import { telHref } from '@/lib/phone';
import type { CompanyConfig } from '../types';

function ContactCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: '16px',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Typography id={id} component="h2" variant="h3">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface ContactUsProps {
  config: CompanyConfig;
  /** The config call failed: there is no phone or e-mail to offer. */
  isConfigError: boolean;
  retryConfig: () => void;
  /** Where the participant changes their contribution (the contribution feature's button). */
  contributionButton: ReactNode;
}

/** Contact us (DESIGN.md section 2): HR phone and the contact e-mail from the company config. */
export function ContactUs({
  config,
  isConfigError,
  retryConfig,
  contributionButton,
}: ContactUsProps) {
  const phone = config.hrPhoneNumber?.trim();
  const tel = phone ? telHref(phone) : undefined;
  const mailto = mailtoHref(config.contactUsEmailTo, config.contactUsEmailSubject);
  const intl = useIntl();
  const keeper =
    config.recordKeeperName ?? intl.formatMessage({ id: 'company.contact.defaultKeeper' });

  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>{intl.formatMessage({ id: 'company.contact.heading' })}</PageHeading>
      <Typography sx={{ mt: 2, maxWidth: 720, fontSize: '1.125rem', color: 'text.secondary' }}>
        <FormattedMessage id="company.contact.intro" />
      </Typography>
      {/* The Oops! modal of a failed config sends the participant here: without the config
          there is no phone or e-mail to offer, so the page says so and asks again. */}
      {isConfigError && <QueryError onRetry={retryConfig} />}
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {tel && phone && (
          <ContactCard
            id="contact-phone"
            title={intl.formatMessage({ id: 'company.contact.callTitle' })}
          >
            <Typography sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="company.contact.callBody" />
            </Typography>
            {/* The name starts with the number it shows: a voice-control user says what they
                see ("click 1-800...") and speech software matches from the start (WCAG 2.5.3). */}
            <SmartLink
              href={tel}
              sx={{ fontSize: '1.5rem', fontWeight: 800, alignSelf: 'flex-start' }}
              aria-label={intl.formatMessage({ id: 'company.contact.callLabel' }, { phone })}
            >
              {phone}
            </SmartLink>
          </ContactCard>
        )}
        {mailto && (
          <ContactCard
            id="contact-email"
            title={intl.formatMessage({ id: 'company.contact.emailTitle' })}
          >
            <Typography sx={{ color: 'text.secondary' }}>
              <FormattedMessage
                id="company.contact.emailBody"
                values={{
                  email: (
                    <SmartLink href={mailtoHref(config.contactUsEmailTo)} underline="always">
                      {config.contactUsEmailTo?.trim()}
                    </SmartLink>
                  ),
                }}
              />
            </Typography>
            <SmartLink href={mailto} variant="button" sx={{ alignSelf: 'flex-start', mt: 'auto' }}>
              {config.contactUsInvestmentCtaLabel?.trim() ||
                intl.formatMessage({ id: 'company.contact.emailCta' })}
            </SmartLink>
          </ContactCard>
        )}
        <ContactCard
          id="contact-record-keeper"
          title={intl.formatMessage({ id: 'company.contact.accountTitle' })}
        >
          <Typography sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="company.contact.accountBody" values={{ keeper }} />
          </Typography>
          <Box sx={{ mt: 'auto' }}>{contributionButton}</Box>
        </ContactCard>
      </Box>
    </Container>
  );
}
