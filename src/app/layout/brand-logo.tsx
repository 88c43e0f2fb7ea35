import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import type { CompanyConfig } from '@/features/company/types';
import { useIntl } from 'react-intl';
import { Picture } from '@/components/picture';
import { FORCED_COLORS_QUERY } from '@/config/constants';

/** The company's own logo, when its config names one that is safe to load. */
export function companyLogoUrl(config: CompanyConfig): string | undefined {
  return config.companyLogo;
}

/** The company's logo, or the RetireWell mark for a company without one. */
export function BrandLogo({ config, height }: { config: CompanyConfig; height: number }) {
  const intl = useIntl();
  const logo = companyLogoUrl(config);
  if (logo) {
    const width = height * (200 / 48);
    return (
      <Picture
        src={logo}
        alt={
          config.companyName
            ? intl.formatMessage({ id: 'app.brandLogo.alt' }, { company: config.companyName })
            : intl.formatMessage({ id: 'app.brandLogo.altDefault' })
        }
        width={width}
        height={height}
        // As tall as the bar allows and as wide as its shape makes it, up to the width of the
        // usual wide logo: a sponsor's square logo was drawn that wide, and as tall, over the
        // page. At 320 px (a phone zoomed to 400%) the bar has no room for the full-size logo
        // beside its buttons: it shrinks, keeping its proportions, rather than push the page
        // sideways.
        sx={{
          display: 'block',
          width: 'auto',
          maxWidth: `min(100%, ${String(width)}px)`,
          height,
          objectFit: 'contain',
          objectPosition: 'left center',
          // Drawn for the bar's white: in High Contrast Black a dark logo's name all but
          // vanished into the black bar. It keeps a white plate of its own there.
          [`@media ${FORCED_COLORS_QUERY}`]: {
            forcedColorAdjust: 'none',
            backgroundColor: '#fff',
            borderRadius: 1,
            p: 0.5,
          },
        }}
        fallback={
          config.companyName ? (
            <CompanyName name={config.companyName} width={width} height={height} />
          ) : (
            <RetireWellMark size={height} />
          )
        }
      />
    );
  }
  return <RetireWellMark size={height} />;
}

/**
 * Where the logo's file fails, the company's name in its place, in the logo's box. Decorative: the
 * link around it is named.
 */
function CompanyName({ name, width, height }: { name: string; width: number; height: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
        maxWidth: width,
        maxHeight: height,
        fontWeight: 800,
        fontSize: '0.95rem',
        lineHeight: `${String(height / 2)}px`,
        color: 'primary.main',
        overflowWrap: 'anywhere',
      }}
    >
      {name}
    </Box>
  );
}

/**
 * Drawn in the page rather than loaded as a picture: on every page of a company without a logo it
 * was one more request in the first view's busiest round trip (a phone shares six connections),
 * and Chromium builds each SVG picture as a document of its own on the main thread (issue 22).
 * Decorative: the link around it is named.
 */
function RetireWellMark({ size }: { size: number }) {
  return (
    <SvgIcon aria-hidden viewBox="0 0 48 48" sx={{ display: 'block', fontSize: size }}>
      <rect width="48" height="48" rx="11" fill="#0b4f6c" />
      <path
        d="M10 34c6-1.5 10.5-6 13.5-13.5 2.3 5.3 5.3 8.3 14.5 9"
        fill="none"
        stroke="#f2a541"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="35" cy="15" r="4.5" fill="#fff" />
    </SvgIcon>
  );
}
