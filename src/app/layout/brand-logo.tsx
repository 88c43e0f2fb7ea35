import Box from '@mui/material/Box';
import { safeUrl } from '@/lib/safe-url';
import type { CompanyConfig } from '@/features/company/types';
import { useIntl } from 'react-intl';

const RETIREWELL_MARK = '/images/brand/retirewell-mark.svg';

/** The company's own logo, when its config names one that is safe to load. */
export function companyLogoUrl(config: CompanyConfig): string | undefined {
  return safeUrl(config.companyLogo);
}

/** The company's logo, or the RetireWell mark for a company without one. */
export function BrandLogo({ config, height }: { config: CompanyConfig; height: number }) {
  const intl = useIntl();
  const logo = companyLogoUrl(config);
  if (logo) {
    return (
      <Box
        component="img"
        src={logo}
        alt={
          config.companyName
            ? intl.formatMessage({ id: 'app.brandLogo.alt' }, { company: config.companyName })
            : intl.formatMessage({ id: 'app.brandLogo.altDefault' })
        }
        width={height * (200 / 48)}
        height={height}
        sx={{ display: 'block', height, width: 'auto' }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={RETIREWELL_MARK}
      alt=""
      width={height}
      height={height}
      sx={{ display: 'block' }}
    />
  );
}
