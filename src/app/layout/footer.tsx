import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { GridList } from '@/components/grid-list';
import { SmartLink } from '@/components/smart-link';
import { SITE_VARIANTS } from '@/config/constants';
import { matchRoute, paths } from '@/config/routes';
import { CompanyResources } from '@/features/company/components/company-resources';
import { useAppSelector } from '../hooks';
import { useCompany } from './use-company';
import { footerNavItems } from './nav-items';
import { selectDomain } from '@/features/user/user-slice';

/** A consent manager the host page may load (OneTrust's global); its absence hides the links. */
interface ConsentManager {
  ToggleInfoDisplay: () => void;
}
declare global {
  interface Window {
    OneTrust?: Partial<ConsentManager>;
  }
}

export const DISCLOSURES = {
  targetDate:
    'Target-date funds are designed for investors expecting to retire around the year in the fund’s name. The fund’s mix of investments becomes more conservative as that date nears. An investment in a target-date fund is not guaranteed at any time, including on or after the target date, and you can lose money.',
  notFdicInsured: 'Not FDIC insured · May lose value · No bank guarantee',
  fundCompany:
    'RetireWell provides education only and is not an investment adviser. Investing involves risk, including possible loss of principal. Before investing, consider a fund’s objectives, risks, charges and expenses, described in its prospectus, available from your plan’s record keeper.',
};

const footerLinkSx = {
  color: 'inherit',
  opacity: 0.92,
  fontWeight: 500,
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
  const items = footerNavItems(companyId, config);
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: '#14202b', color: '#f1f4f7', mt: 8, pt: 6, pb: 4 }}>
      <Container>
        <CompanyResources variant="strip" />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: { xs: 4, md: 8 }, justifyContent: 'space-between' }}
        >
          <Box sx={{ maxWidth: 360 }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.35rem' }}>
              {domain.domainName}
            </Typography>
            <Typography sx={{ opacity: 0.85, mt: 0.5 }}>
              {SITE_VARIANTS[domain.siteVariant].tagline}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer" sx={{ flex: 1, maxWidth: 640 }}>
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

        <Divider sx={{ borderColor: 'rgba(255,255,255,0.18)', my: 4 }} />

        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', fontSize: '0.875rem' }}>
          <SmartLink href={paths.privacy()} newTab sx={footerLinkSx}>
            Privacy policy
          </SmartLink>
          {hasConsentManager && (
            <>
              <ConsentLink label="AdChoices" />
              <ConsentLink label="Do not sell or share my personal information" />
            </>
          )}
        </Stack>

        <Box
          sx={{ mt: 3, fontSize: '0.8125rem', opacity: 0.85, display: 'grid', gap: 1.5 }}
          data-testid="disclosures"
        >
          {matchRoute(pathname)?.id === 'targetDate' ? (
            <p style={{ margin: 0 }}>{DISCLOSURES.targetDate}</p>
          ) : (
            <>
              <p style={{ margin: 0, fontWeight: 700, letterSpacing: '0.02em' }}>
                {DISCLOSURES.notFdicInsured}
              </p>
              <p style={{ margin: 0 }}>{DISCLOSURES.fundCompany}</p>
            </>
          )}
          <p style={{ margin: 0 }}>
            © {year} {domain.domainName}. All rights reserved.
          </p>
        </Box>
      </Container>
    </Box>
  );
}
