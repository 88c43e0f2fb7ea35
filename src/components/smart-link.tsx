import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { resolveLink } from '@/config/routes';
import { OpenInNewIcon } from './icons';
import { useLinkCompany } from './link-context';
import { NEW_TAB_HINT_ATTRIBUTE } from './new-tab-hint';
import { VisuallyHidden } from './visually-hidden';
import { useIntl } from 'react-intl';

type SmartLinkProps = {
  /** A URL from the CMS or config, or an app path from config/paths. */
  href: string | undefined;
  children: ReactNode;
  /** Forces a new tab for an internal page (the footer's privacy policy). */
  newTab?: boolean;
  onClick?: () => void;
  /** A text link, or a link that looks like a button. */
  variant?: 'link' | 'button';
  /** The button's look, with variant="button". */
  buttonVariant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  color?: 'primary' | 'secondary' | 'inherit';
  fullWidth?: boolean;
  underline?: MuiLinkProps['underline'];
  sx?: SxProps<Theme>;
  'aria-label'?: string;
  /** The language of the link's name when it is not the page's (an untranslated CMS label). */
  lang?: string;
};

/**
 * The one component that renders links: internal URLs become router links, other sites open in
 * a new tab with rel="noopener noreferrer", and an unsafe URL renders as plain text.
 */
export function SmartLink(props: SmartLinkProps) {
  const company = useLinkCompany();
  const {
    href,
    children,
    newTab,
    onClick,
    variant,
    buttonVariant = 'contained',
    fullWidth,
    underline,
    ...rest
  } = props;
  const intl = useIntl();
  const resolved = resolveLink(href, company);
  if (!resolved) return <span>{children}</span>;

  const opensNewTab = resolved.kind === 'external' ? resolved.newTab : Boolean(newTab);
  const target = opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = (
    <>
      {children}
      {opensNewTab && (
        <>
          <OpenInNewIcon sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: '-0.1em' }} />
          {/* The app's words, in its language even inside a CMS text marked as another's. */}
          <VisuallyHidden lang={intl.locale} {...{ [NEW_TAB_HINT_ATTRIBUTE]: '' }}>
            {intl.formatMessage({ id: 'common.newTab' })}
          </VisuallyHidden>
        </>
      )}
    </>
  );
  const linkProps =
    resolved.kind === 'internal'
      ? { component: RouterLink, to: resolved.to }
      : { href: resolved.href };

  if (variant === 'button') {
    return (
      <Button
        {...rest}
        {...linkProps}
        {...target}
        variant={buttonVariant}
        fullWidth={fullWidth}
        onClick={onClick}
      >
        {content}
      </Button>
    );
  }
  return (
    <MuiLink {...rest} {...linkProps} {...target} underline={underline} onClick={onClick}>
      {content}
    </MuiLink>
  );
}
