import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/icons';
import { SmartLink } from '@/components/smart-link';
import {
  FORCED_COLORS_QUERY,
  HEADER_HEIGHT,
  HEADER_PANEL_HEIGHT_VAR,
  type SiteVariant,
} from '@/config/constants';
import { paths } from '@/config/routes';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import type { CompanyConfig } from '@/features/company/types';
import { SearchForm } from '@/features/search/components/search-form';
import { useAppSelector } from '../hooks';
import { BrandLogo, companyLogoUrl } from './brand-logo';
import { useCompany } from './use-company';
import { useSqueezeWhenFull, WHEN_SQUEEZED } from './use-squeeze-when-full';
import { primaryNavItems, secondaryNavItems, type NavItem } from './nav-items';
import { selectDomainName, selectSiteVariant } from '@/features/user/user-slice';
import { LanguageSwitch } from '@/features/user/components/language-switch';
import { useIntl } from 'react-intl';

const MOBILE_MENU_ID = 'mobile-menu';

/** The phone bar's mark (40 px) and the gap after it, in rem so larger text keeps the room. */
const MARK_AND_GAP_REM = 3.25;
/** Each site's name as the phone bar sets it (1rem, bold), measured and rounded up. */
const NAME_WIDTH_REM: Record<SiteVariant, number> = { retirewell: 6, myretirement: 8 };
/**
 * What a phone's bar holds beside the logo (its side padding, the language switch, the search and
 * menu buttons and the gaps), measured at 390 px in both languages and rounded up.
 */
const BAR_BESIDE_LOGO_REM = 13;
const SEARCH_PANEL_ID = 'header-search';

const desktopNavLinkSx = {
  display: 'block',
  px: 1,
  py: 1,
  borderRadius: 2,
  color: 'text.primary',
  fontWeight: 600,
  // The bar holds the logo, four links, the search field, the language switch and the
  // contribution button from 1280 px (the theme's lg), in English and in the longer Spanish.
  // It is no wider on a wider screen (the page's column): a larger size from 1920 px ran the
  // contribution button past the column's edge.
  fontSize: '0.875rem',
  // A nav label is one line: squeezed, "Calculator" broke into "Calcula tor". Where the bar
  // overflows even so (a reader's wider text spacing) it breaks between words, never in one.
  whiteSpace: 'nowrap',
  [WHEN_SQUEEZED]: { whiteSpace: 'normal', overflowWrap: 'normal' },
  '&:hover': { bgcolor: 'action.hover' },
  '&.active': {
    color: 'primary.main',
    boxShadow: 'inset 0 -3px 0 currentColor',
    // Forced colours drop shadows: the bar marking the current page went with it.
    [`@media ${FORCED_COLORS_QUERY}`]: {
      textDecoration: 'underline',
      textDecorationThickness: 3,
      textUnderlineOffset: 6,
    },
  },
} as const;

/**
 * What Tab reaches in the header while the menu is open. MUI's own list also counts the links
 * the phone's bar hides (display: none): focus sent to one of those stayed on the trap's edge,
 * and the next Tab left the header.
 */
function shownTabbables(root: HTMLElement): HTMLElement[] {
  const candidates = root.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex]',
  );
  return Array.from(candidates).filter(
    (element) =>
      element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/**
 * The contribution dialog opened from the menu holds focus in its own trap. Its portal is outside
 * the header, and under Preact its focus events do not reach the menu's trap through the React
 * tree, so the menu's trap would pull focus back from it.
 */
function noOtherModalHasFocus() {
  return !document.activeElement?.closest('[aria-modal="true"]');
}

/**
 * While the phone menu is open the page under it is out of reach, as behind a modal: inert (no
 * focus, not read by screen readers, no pointer) and not scrolled. Everything beside `kept`'s
 * branch of the document is made inert, so portals (the flag button) are too.
 */
function usePageBehindInert(kept: RefObject<HTMLElement | null>, active: boolean) {
  // A layout effect: the page is live again before the next page's heading takes focus.
  useLayoutEffect(() => {
    const region = kept.current;
    if (!active || !region) return;
    const madeInert: Element[] = [];
    for (let node = region; node.parentElement && node !== document.body; ) {
      for (const sibling of Array.from(node.parentElement.children)) {
        // One made inert by someone else stays theirs to release.
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
      node = node.parentElement;
    }
    const html = document.documentElement;
    const { overflow, scrollbarGutter } = html.style;
    // A desktop browser's scrollbar keeps its room, so the bar does not shift sideways.
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      html.style.overflow = overflow;
      html.style.scrollbarGutter = scrollbarGutter;
    };
  }, [kept, active]);
}

/**
 * The bar is sticky, so its controls are always in view: a scroll to "reveal" one (the page's
 * scroll padding covers the bar) only moved the page.
 */
function focusInPlace(element: HTMLElement | null) {
  element?.focus({ preventScroll: true });
}

/**
 * While the panel shows, the page's scroll padding grows by its height (the theme reads the
 * variable), so what the keyboard focuses lands below the taller sticky header (WCAG 2.4.11).
 * Measured, not fixed: the field is as tall as the browser's text size makes it.
 */
function useHeaderPanelHeight(panel: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!shown || !element) return;
    const html = document.documentElement;
    html.style.setProperty(HEADER_PANEL_HEIGHT_VAR, `${String(element.offsetHeight)}px`);
    return () => {
      html.style.removeProperty(HEADER_PANEL_HEIGHT_VAR);
    };
  }, [panel, shown]);
}

function MobileMenu({
  primary,
  secondary,
  config,
  onClick,
}: {
  primary: NavItem[];
  secondary: NavItem[];
  config: CompanyConfig;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) {
  const intl = useIntl();
  return (
    <Box
      id={MOBILE_MENU_ID}
      onClick={onClick}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        maxHeight: `calc(100vh - ${String(HEADER_HEIGHT.mobile)}px)`,
        // iPhone Safari's 100vh is the screen with its toolbars hidden: while they show, the
        // menu's last items sat under the bottom toolbar, out of its scroll's reach. The dynamic
        // unit is the screen as shown (Safari 15.4+, Firefox 101+); older browsers keep 100vh.
        '@supports (height: 100dvh)': {
          maxHeight: `calc(100dvh - ${String(HEADER_HEIGHT.mobile)}px)`,
        },
        overflowY: 'auto',
        displayPrint: 'none',
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
  const siteVariant = useAppSelector(selectSiteVariant);
  const { pathname, key: locationKey } = useLocation();
  // The menu belongs to the page it was opened on: navigating from it closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuToggle = useRef<HTMLButtonElement>(null);
  // Safari does not focus a clicked button: the trap starts, and closing ends, on the toggle.
  const openMenu = () => {
    setOpenOn(pathname);
    setSearchOpenOn(null);
    focusInPlace(menuToggle.current);
  };
  // Stable (state setter and ref only), so the open menu's listeners use it too.
  const closeMenu = useCallback(() => {
    setOpenOn(null);
    focusInPlace(menuToggle.current);
  }, []);
  // The search field behind the narrow screens' button: a search (a navigation) closes it.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === locationKey;
  // Leaving the page closes them for good: Back to the page (the same history entry) where one
  // was opened does not bring it back over that page.
  if (openOn !== null && !menuOpen) setOpenOn(null);
  if (searchOpenOn !== null && !searchOpen) setSearchOpenOn(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchPanel = useRef<HTMLDivElement>(null);
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
  const bar = useRef<HTMLDivElement>(null);
  useSqueezeWhenFull(bar, isDesktop);
  useHeaderPanelHeight(searchPanel, !isDesktop && searchOpen);
  const searchLandmark = intl.formatMessage({ id: 'app.header.searchLandmark' });
  const primary = primaryNavItems(companyId, config, intl);
  const home = paths.home(companyId);
  // A rotation or resize to the desktop bar leaves no menu on screen, whatever the state says.
  const menuShown = menuOpen && !isDesktop;
  const headerRegion = useRef<HTMLDivElement>(null);
  usePageBehindInert(headerRegion, menuShown);

  useEffect(() => {
    if (!menuShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    // The page under the menu is inert: a tap on it lands on an ancestor of the header, and
    // closes the menu as a tap beside a modal would.
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.target instanceof Node && event.target.contains(headerRegion.current)) closeMenu();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [menuShown, closeMenu]);

  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    // A link to another page of the app closes the menu by navigating, and that page's heading
    // takes focus. Any other (this page, a new tab) would leave the menu open on the same page.
    const toAnotherPage = event.defaultPrevented && new URL(link.href).pathname !== pathname;
    if (!toAnotherPage) closeMenu();
  };

  return (
    // The trap's edges sit beside the bar: the wrapper (no box of its own, so the bar still
    // sticks to the page) is what stays live while the menu makes the rest inert.
    <Box ref={headerRegion} sx={{ display: 'contents' }}>
      <FocusTrap
        open={menuShown}
        getTabbable={shownTabbables}
        isEnabled={noOtherModalHasFocus}
        // Closing moves focus itself: to the toggle, or to the heading of the page navigated to.
        disableRestoreFocus
      >
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Container
            ref={bar}
            sx={{
              // Each bar has its own height (SPEC.md "Header"): the menu bar's shows up to lg.
              height: { xs: HEADER_HEIGHT.mobile, lg: HEADER_HEIGHT.desktop },
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Stack
              direction="row"
              // On a phone's bar the logo is what gives way on the narrowest screens (320 px): the
              // buttons keep their size. The desktop bar's search field gives way instead. There
              // it takes the room the buttons leave, and measures it for the site's name below.
              sx={{
                alignItems: 'center',
                gap: { xs: 1.5, md: 2 },
                minWidth: 0,
                flex: { xs: '1 1 0', lg: '0 0 auto' },
                containerType: { xs: 'inline-size', lg: 'normal' },
              }}
            >
              <SmartLink
                href={home}
                aria-label={intl.formatMessage(
                  { id: 'app.header.homeLink' },
                  { name: config.companyName ?? domainName },
                )}
                sx={{ display: { xs: menuOpen ? 'none' : 'flex', lg: 'flex' }, minWidth: 0 }}
              >
                <BrandLogo config={config} height={40} />
              </SmartLink>
              <SmartLink
                href={home}
                underline="none"
                sx={{
                  // Beside a company's own logo the product's name gives way where the bar is full:
                  // on a phone it ran under the search button, and the desktop bar, one page column
                  // wide at any screen width, has no room for it (shown from 1920 px, it pushed
                  // the contribution button 138 px past the column). The open phone menu hides the
                  // logo, which leaves the room, and the bar keeps its home link (SPEC.md "Header").
                  display: companyLogoUrl(config)
                    ? { xs: menuOpen ? 'block' : 'none', lg: 'none' }
                    : 'block',
                  fontWeight: 800,
                  // MyRetirement, longer than RetireWell, pushed the menu button off a 390 px
                  // screen beside the language switch and the search button.
                  fontSize: { xs: '1rem', md: '1.3rem' },
                  color: 'primary.main',
                  whiteSpace: 'nowrap',
                  // Beside the mark, the name shows only where the bar leaves room for both: at 360
                  // and 375 px (common phones) MyRetirement ran over the mark, and on narrower
                  // screens under the language switch. The mark's link names the site to readers.
                  ...(!menuOpen && {
                    [`@container (max-width: ${String(MARK_AND_GAP_REM + NAME_WIDTH_REM[siteVariant])}rem)`]:
                      { display: 'none' },
                    // Safari before 16 (iOS 15) has no container queries: the name ran over the
                    // language switch on a 320 px iPhone SE. There the screen's width, less what
                    // the bar holds beside the logo, stands in for the container's.
                    '@supports not (container-type: inline-size)': {
                      [`@media (max-width: ${String(MARK_AND_GAP_REM + NAME_WIDTH_REM[siteVariant] + BAR_BESIDE_LOGO_REM)}rem)`]:
                        { display: 'none' },
                    },
                  }),
                }}
              >
                {domainName}
              </SmartLink>
            </Stack>

            {isDesktop && (
              <>
                <Box
                  component="nav"
                  aria-label={intl.formatMessage({ id: 'app.header.primaryNav' })}
                  // Links lead nowhere on paper: a printout keeps the bar's logo alone.
                  sx={{ displayPrint: 'none' }}
                >
                  <Stack
                    component="ul"
                    direction="row"
                    sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5, alignItems: 'center' }}
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
                  sx={{ width: 220, flexShrink: 1, minWidth: 150, displayPrint: 'none' }}
                />
              </>
            )}

            {/* On a phone the icon buttons' own padding spaces them; a gap there cost the room
                the site's name needs. */}
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                gap: { xs: 0, sm: 1 },
                flexShrink: 0,
                [WHEN_SQUEEZED]: {
                  flexShrink: 1,
                  '& button': { whiteSpace: 'normal', overflowWrap: 'normal' },
                },
              }}
            >
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
                    ref={menuToggle}
                    aria-label={intl.formatMessage({
                      id: menuOpen ? 'app.header.closeMenu' : 'app.header.openMenu',
                    })}
                    aria-controls={MOBILE_MENU_ID}
                    aria-expanded={menuOpen}
                    onClick={menuOpen ? closeMenu : openMenu}
                  >
                    {menuOpen ? <CloseIcon /> : <MenuIcon />}
                  </IconButton>
                </>
              )}
            </Stack>
          </Container>

          {!isDesktop && searchOpen && (
            <Box
              ref={searchPanel}
              id={SEARCH_PANEL_ID}
              sx={{ borderTop: 1, borderColor: 'divider', py: 2, displayPrint: 'none' }}
            >
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

          {menuShown && (
            <MobileMenu
              primary={primary}
              secondary={secondaryNavItems(companyId, config, intl)}
              config={config}
              onClick={onMenuClick}
            />
          )}
        </AppBar>
      </FocusTrap>
    </Box>
  );
}
