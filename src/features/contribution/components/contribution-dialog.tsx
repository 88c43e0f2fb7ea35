import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AlertModal } from '@/components/alert-modal';
import type { CompanyConfig } from '@/features/company/types';
import type { ContributionTarget } from '../contribution-target';
import { BenefitsTeamContact } from './benefits-team-contact';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

export interface ContributionDialogProps {
  open: boolean;
  config: CompanyConfig;
  domainName: string;
  /** The participant is enrolling: the dialog speaks of enrolling, wherever it leads. */
  enrolling: boolean;
  /** Absent for the informational-notice company, which never leaves the site. */
  target: ContributionTarget | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

function leavingBody(
  config: CompanyConfig,
  domainName: string,
  enrolling: boolean,
  target: ContributionTarget,
  intl: IntlShape,
) {
  const site = config.recordKeeperName
    ? intl.formatMessage(
        { id: 'contribution.dialog.keeperSite' },
        { keeper: config.recordKeeperName },
      )
    : intl.formatMessage({ id: 'contribution.dialog.planSite' });
  // Only a PDF opens in a new tab: a document, where nothing can be enrolled in or changed. The
  // allocation page (the allocation flag) is where the contributions' investments are chosen.
  const id = target.newTab
    ? 'contribution.dialog.leavingBodyDocument'
    : enrolling
      ? 'contribution.dialog.leavingBodyEnroll'
      : target.kind === 'allocation'
        ? 'contribution.dialog.leavingBodyAllocation'
        : 'contribution.dialog.leavingBodyChange';
  return intl.formatMessage({ id }, { site, domainName });
}

function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Box component="p" sx={{ m: 0, '& + p': { mt: 1.5 } }}>
      {children}
    </Box>
  );
}

/**
 * The leaving-site confirmation (Cancel / Continue) or, for the informational-notice company,
 * a notice with an OK button. Loaded only when the contribution button is first used.
 */
export function ContributionDialog({
  open,
  config,
  domainName,
  enrolling,
  target,
  onCancel,
  onConfirm,
}: ContributionDialogProps) {
  const intl = useIntl();
  const title = target
    ? intl.formatMessage({ id: 'contribution.dialog.leavingTitle' }, { domainName })
    : intl.formatMessage({ id: 'contribution.dialog.noticeTitle' });
  if (!target) {
    return (
      <AlertModal
        open={open}
        title={title}
        analyticsName="How to change your contribution"
        onCancel={onCancel}
      >
        {config.leavingIcrModalTextOverride && (
          <Paragraph>{config.leavingIcrModalTextOverride}</Paragraph>
        )}
        <Paragraph>
          <FormattedMessage id="contribution.dialog.cannotChange" values={{ domainName }} />{' '}
          <BenefitsTeamContact config={config} />
        </Paragraph>
      </AlertModal>
    );
  }

  return (
    <AlertModal
      open={open}
      title={title}
      analyticsName={`You’re leaving ${domainName}`}
      onCancel={onCancel}
      cancelLabel={intl.formatMessage({ id: 'contribution.dialog.cancel' })}
      onConfirm={onConfirm}
      confirmLabel={intl.formatMessage({ id: 'contribution.dialog.continue' })}
    >
      <Paragraph>
        {config.leavingIcrModalTextOverride ??
          leavingBody(config, domainName, enrolling, target, intl)}
      </Paragraph>
      {target.newTab && (
        <Paragraph>
          <FormattedMessage id="contribution.dialog.newTab" />
        </Paragraph>
      )}
    </AlertModal>
  );
}
