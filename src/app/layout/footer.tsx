import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { GridList } from '@/components/grid-list';
import { SmartLink } from '@/components/smart-link';
import { FOCUS_OUTLINE_COLOR_VAR } from '@/config/constants';
import { matchRoute, paths } from '@/config/routes';
import { CompanyResources } from '@/features/company/components/company-resources';
import { useAppSelector } from '../hooks';
import { useCompany } from './use-company';
import { footerNavItems } from './nav-items';
import { selectDomain } from '@/features/user/user-slice';
import { FormattedMessage, useIntl } from 'react-intl';

/** A consent manager the host page may load (OneTrust's global); its absence hides the links. */
interface ConsentManager {
  ToggleInfoDisplay: () => void;
}
declare global {
  interface Window {
    OneTrust?: Partial<ConsentManager>;
  }
}

const footerLinkSx = {
  color: 'inherit',
  opacity: 0.92,
  fontWeight: 500,
  // At the footer's small size a link's line box was 22 px tall: 24 is the least a target may be
  // (WCAG 2.5.8). Each line gets it, so a name that wraps keeps its new-tab mark after its last
  // word (as a flex box the mark stood beside the wrapped lines).
  display: 'inline-block',
  lineHeight: '24px',
  '&:hover': { opacity: 1 },
} as const;

function ConsentLink({ label }: { label: string }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => window.OneTrust?.ToggleInfoDisplay?.()}
      sx={{ ...footerLinkSx, fontSize: '0.875rem', font: 'inherit' }}
    >
      {label}
    </Link>
  );
}

export function Footer() {
  const { companyId, config } = useCompany();
  const { pathname } = useLocation();
  const domain = useAppSelector(selectDomain);
  const hasConsentManager = typeof window.OneTrust?.ToggleInfoDisplay === 'function';
  const intl = useIntl();
  const items = footerNavItems(companyId, config, intl);
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#14202b',
        color: '#f1f4f7',
        mt: 8,
        pt: 6,
        pb: 4,
        // The theme's focus outline is a dark colour that vanishes on this dark footer: here it
        // takes the light text colour (WCAG 1.4.11, 3:1 at least).
        [FOCUS_OUTLINE_COLOR_VAR]: 'currentColor',
        // On paper the footer is the site's name and the disclosures, in ink on white: a page
        // of dark background costs a printer's toner, and its links lead nowhere.
        '@media print': { bgcolor: 'transparent', color: 'text.primary', mt: 4, pt: 2 },
      }}
    >
      <Container>
        <Box sx={{ displayPrint: 'none' }}>
          <CompanyResources variant="strip" />
        </Box>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: { xs: 4, md: 8 }, justifyContent: 'space-between' }}
        >
          <Box sx={{ maxWidth: 360 }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.35rem' }}>
              {domain.domainName}
            </Typography>
            <Typography sx={{ opacity: 0.85, mt: 0.5 }}>
              {intl.formatMessage({
                id:
                  domain.siteVariant === 'myretirement'
                    ? 'app.footer.taglineMyretirement'
                    : 'app.footer.taglineRetirewell',
              })}
            </Typography>
          </Box>
          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'app.footer.nav' })}
            sx={{ flex: 1, maxWidth: 640, displayPrint: 'none' }}
          >
            <GridList columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap={1.5}>
              {items.map((item) => (
                <li key={item.href}>
                  <SmartLink href={item.href} newTab={item.newTab} sx={footerLinkSx}>
                    {item.label}
                  </SmartLink>
                </li>
              ))}
            </GridList>
          </Box>
        </Stack>

        <Divider
          sx={{
            borderColor: 'rgba(255,255,255,0.18)',
            my: 4,
            '@media print': { my: 2, borderColor: 'divider' },
          }}
        />

        <Stack
          direction="row"
          sx={{ gap: 3, flexWrap: 'wrap', fontSize: '0.875rem', displayPrint: 'none' }}
        >
          <SmartLink href={paths.privacy()} newTab sx={footerLinkSx}>
            <FormattedMessage id="app.footer.privacy" />
          </SmartLink>
          {hasConsentManager && (
            <>
              <ConsentLink label={intl.formatMessage({ id: 'app.footer.adChoices' })} />
              <ConsentLink label={intl.formatMessage({ id: 'app.footer.doNotSell' })} />
            </>
          )}
        </Stack>

        <Box
          sx={{ mt: 3, fontSize: '0.8125rem', opacity: 0.85, display: 'grid', gap: 1.5 }}
          data-testid="disclosures"
        >
          {/* Only where the page really explains target-date funds: a company without them gets
              not-found at that address, which carries the usual notices. */}
          {matchRoute(pathname)?.id === 'targetDate' && config.showTargetDate ? (
            <p style={{ margin: 0 }}>
              <FormattedMessage id="app.footer.disclosureTargetDate" />
            </p>
          ) : (
            <>
              <p style={{ margin: 0, fontWeight: 700, letterSpacing: '0.02em' }}>
                <FormattedMessage id="app.footer.disclosureNotFdic" />
              </p>
              <p style={{ margin: 0 }}>
                <FormattedMessage
                  id="app.footer.disclosureFundCompany"
                  values={{ site: domain.domainName }}
                />
              </p>
            </>
          )}
          <p style={{ margin: 0 }}>
            <FormattedMessage
              id="app.footer.rights"
              values={{ year: String(year), name: domain.domainName }}
            />
          </p>
        </Box>
      </Container>
    </Box>
  );
}
