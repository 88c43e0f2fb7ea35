import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { LazyPart } from '@/components/lazy-part';
import type { CompanyConfig } from '@/features/company/types';
import { selectFlag } from '@/features/flags/flags-slice';
import {
  chooseContributionTarget,
  contributionLabel,
  isInformationalNoticeCompany,
  openContributionTarget,
} from '../contribution-target';
import { selectDomainName, selectIsEnroll } from '@/features/user/user-slice';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useIntl } from 'react-intl';

// The dialog's code loads on first use; hovering or focusing the button starts it early.
const ContributionDialog = lazyWithPreload(
  () => import('./contribution-dialog'),
  (module) => module.ContributionDialog,
);
const preloadDialog = () => {
  // Warming the chunk is best effort: the click loads it again if this attempt failed.
  ContributionDialog.preload().catch(() => undefined);
};

export interface ContributionButtonProps {
  config: CompanyConfig;
  fullWidth?: boolean;
  size?: 'medium' | 'large';
  /** The button's look; the header uses the brand's filled button, pages may prefer outlined. */
  variant?: 'contained' | 'outlined';
  /** Where the button sits, for analytics (header, mobile-menu, action-plan ...). */
  position?: string;
}

/**
 * "Change my contribution" / "Enroll now" with the leaving-site dialog (SPEC.md "Contribution
 * button"). Renders nothing when the company gives no safe place to send the participant.
 */
export function ContributionButton({
  config,
  fullWidth,
  size = 'medium',
  variant = 'contained',
  position = 'page',
}: ContributionButtonProps) {
  const isEnroll = useAppSelector(selectIsEnroll);
  const useAllocationUrl = useAppSelector((state) =>
    selectFlag(state, 'useRecordKeeperAllocationUrl'),
  );
  const domainName = useAppSelector(selectDomainName);
  const intl = useIntl();
  // The dialog belongs to the page it was opened on: Back (a phone's back button, often pressed
  // to dismiss a dialog) closes it rather than leaving it over the page Back went to. The
  // header's button outlives pages, so a flag alone stayed open.
  const { key: locationKey } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === locationKey;
  const [used, setUsed] = useState(false);

  const notice = isInformationalNoticeCompany(config);
  const target = notice
    ? undefined
    : chooseContributionTarget(config, { isEnroll, useAllocationUrl });
  if (!notice && !target) return null;
  const label = contributionLabel(config, isEnroll, intl);

  const close = () => {
    setOpenOn(null);
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        // The one click listener reports the click (SPEC.md "CTA Clicked"), with these.
        data-link-id="contribution-button"
        data-link-position={position}
        onClick={() => {
          setUsed(true);
          setOpenOn(locationKey);
        }}
        // One line in the desktop bar, which is laid out around it. Elsewhere a long label (the
        // company's override, or a card at 320 px) wraps rather than push the page sideways.
        sx={{ whiteSpace: position === 'header' ? 'nowrap' : 'normal' }}
      >
        {label}
      </Button>
      {used && (
        // A dialog whose code cannot arrive says so over the page instead of replacing it.
        <LazyPart dialog={{ open, onClose: close }}>
          <ContributionDialog
            open={open}
            enrolling={isEnroll}
            config={config}
            domainName={domainName}
            target={target}
            onCancel={close}
            onConfirm={() => {
              close();
              if (target) openContributionTarget(target);
            }}
          />
        </LazyPart>
      )}
    </>
  );
}
