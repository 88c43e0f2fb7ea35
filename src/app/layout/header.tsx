import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/icons';
import { SmartLink } from '@/components/smart-link';
import { HEADER_HEIGHT } from '@/config/constants';
import { paths } from '@/config/routes';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import type { CompanyConfig } from '@/features/company/types';
import { SearchForm } from '@/features/search/components/search-form';
import { useAppSelector } from '../hooks';
import { BrandLogo, companyLogoUrl } from './brand-logo';
import { useCompany } from './use-company';
import { primaryNavItems, secondaryNavItems, type NavItem } from './nav-items';
import { selectDomainName } from '@/features/user/user-slice';
import { LanguageSwitch } from '@/features/user/components/language-switch';
import { useIntl } from 'react-intl';

const MOBILE_MENU_ID = 'mobile-menu';
const SEARCH_PANEL_ID = 'header-search';

const desktopNavLinkSx = {
  display: 'block',
  px: { lg: 1, xl: 1.25 },
  py: 1,
  borderRadius: 2,
  color: 'text.primary',
  fontWeight: 600,
  // The bar holds the logo, four links, the search field, the language switch and the
  // contribution button from 1200 px, in English and in the longer Spanish.
  fontSize: { lg: '0.875rem', xl: '0.9375rem' },
  // A nav label is one line: squeezed, "Calculator" broke into "Calcula tor".
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'action.hover' },
  '&.active': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor' },
} as const;

function MobileMenu({
  primary,
  secondary,
  config,
}: {
  primary: NavItem[];
  secondary: NavItem[];
  config: CompanyConfig;
}) {
  const intl = useIntl();
  return (
    <Box
      id={MOBILE_MENU_ID}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        maxHeight: `calc(100vh - ${String(HEADER_HEIGHT.mobile)}px)`,
        overflowY: 'auto',
      }}
    >
      <Container sx={{ py: 3 }}>
        <Box sx={{ mb: 3 }}>
          <ContributionButton config={config} fullWidth size="large" position="mobile-menu" />
        </Box>
        <nav aria-label={intl.formatMessage({ id: 'app.header.menuPrimaryNav' })}>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
            {primary.map((item) => (
              <li key={item.href}>
                <MuiLink
                  component={NavLink}
                  to={item.href}
                  underline="none"
                  sx={{
                    display: 'block',
                    p: 2,
                    borderRadius: 3,
                    bgcolor: 'background.default',
                    color: 'text.primary',
                    '&.active': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <Typography
                    component="span"
                    sx={{ display: 'block', fontWeight: 700, fontSize: '1.1rem' }}
                  >
                    {item.label}
                  </Typography>
                  {item.hint && (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {item.hint}
                    </Typography>
                  )}
                </MuiLink>
              </li>
            ))}
          </Stack>
        </nav>
        <Box
          component="nav"
          aria-label={intl.formatMessage({ id: 'app.header.menuSecondaryNav' })}
          sx={{ mt: 3 }}
        >
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
            {secondary.map((item) => (
              <li key={item.href}>
                <SmartLink
                  href={item.href}
                  newTab={item.newTab}
                  sx={{ display: 'inline-block', py: 1.25, fontWeight: 600 }}
                >
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

/** SPEC.md "Header": desktop bar (100 px) or mobile bar (80 px) with a menu toggle. */
export function Header() {
  const { companyId, config } = useCompany();
  const domainName = useAppSelector(selectDomainName);
  const { pathname, key: locationKey } = useLocation();
  // The menu belongs to the page it was opened on: navigating from it closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => {
    setOpenOn(open ? pathname : null);
    if (open) setSearchOpenOn(null);
  };
  // The search field behind the narrow screens' button: a search (a navigation) closes it.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === locationKey;
  const searchToggle = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearchOpenOn(null);
    searchToggle.current?.focus();
  };
  const intl = useIntl();
  // Each screen builds only its own bar (issue 22): on a phone the desktop navigation, search
  // field and contribution button were built and hidden, in the shell's render after the first
  // paint. Read during the first render (noSsr), so no bar flips after it paints; a rotation or
  // resize across the breakpoint swaps them.
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const searchLandmark = intl.formatMessage({ id: 'app.header.searchLandmark' });
  const primary = primaryNavItems(companyId, config, intl);
  const home = paths.home(companyId);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        sx={{
          height: { xs: HEADER_HEIGHT.mobile, md: HEADER_HEIGHT.desktop },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: { xs: 1.5, md: 2 }, minWidth: 0, flexShrink: 0 }}
        >
          <MuiLink
            component={RouterLink}
            to={home}
            aria-label={intl.formatMessage(
              { id: 'app.header.homeLink' },
              { name: config.companyName ?? domainName },
            )}
            sx={{ display: { xs: menuOpen ? 'none' : 'flex', lg: 'flex' }, flexShrink: 0 }}
          >
            <BrandLogo config={config} height={40} />
          </MuiLink>
          <MuiLink
            component={RouterLink}
            to={home}
            underline="none"
            sx={{
              // Beside a company's own logo the product's name gives way where the bar is full
              // (a phone, and up to the widest screens with the search field): it ran under the
              // search button and the first nav link.
              display: companyLogoUrl(config) ? { xs: 'none', xl: 'block' } : 'block',
              fontWeight: 800,
              fontSize: { xs: '1.15rem', md: '1.3rem' },
              color: 'primary.main',
              whiteSpace: 'nowrap',
            }}
          >
            {domainName}
          </MuiLink>
        </Stack>

        {isDesktop && (
          <>
            <Box component="nav" aria-label={intl.formatMessage({ id: 'app.header.primaryNav' })}>
              <Stack
                component="ul"
                direction="row"
                sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5 }}
              >
                {primary.map((item) => (
                  <li key={item.href}>
                    <MuiLink
                      component={NavLink}
                      to={item.href}
                      underline="none"
                      sx={desktopNavLinkSx}
                    >
                      {item.label}
                    </MuiLink>
                  </li>
                ))}
              </Stack>
            </Box>
            <SearchForm
              companyId={companyId}
              name={searchLandmark}
              // Narrower than this, its hint ("Search") was cut short.
              sx={{ width: 220, flexShrink: 1, minWidth: 150 }}
            />
          </>
        )}

        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexShrink: 0 }}>
          <LanguageSwitch />
          {isDesktop ? (
            <ContributionButton config={config} position="header" />
          ) : (
            <>
              <IconButton
                ref={searchToggle}
                aria-label={intl.formatMessage({ id: 'app.header.search' })}
                aria-controls={SEARCH_PANEL_ID}
                aria-expanded={searchOpen}
                onClick={() => {
                  setSearchOpenOn(searchOpen ? null : locationKey);
                  setOpenOn(null);
                }}
              >
                <SearchIcon />
              </IconButton>
              <IconButton
                aria-label={intl.formatMessage({
                  id: menuOpen ? 'app.header.closeMenu' : 'app.header.openMenu',
                })}
                aria-controls={MOBILE_MENU_ID}
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuOpen(!menuOpen);
                }}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </IconButton>
            </>
          )}
        </Stack>
      </Container>

      {!isDesktop && searchOpen && (
        <Box id={SEARCH_PANEL_ID} sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
          <Container>
            <SearchForm
              companyId={companyId}
              name={searchLandmark}
              focusOnMount
              onEscape={closeSearch}
            />
          </Container>
        </Box>
      )}

      {!isDesktop && menuOpen && (
        <MobileMenu
          primary={primary}
          secondary={secondaryNavItems(companyId, config, intl)}
          config={config}
        />
      )}
    </AppBar>
  );
}
