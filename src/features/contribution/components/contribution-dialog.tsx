import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AlertModal } from '@/components/alert-modal';
import { SmartLink } from '@/components/smart-link';
import { telHref } from '@/lib/phone';
import type { CompanyConfig } from '@/features/company/types';
import type { ContributionTarget } from '../contribution-target';

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

export const NOTICE_TITLE = 'How to change your contribution';

export function leavingTitle(domainName: string) {
  return `You’re leaving ${domainName}`;
}

function leavingBody(config: CompanyConfig, domainName: string, enrolling: boolean) {
  const site = config.recordKeeperName
    ? `the ${config.recordKeeperName} website`
    : 'your plan’s website';
  const purpose = enrolling
    ? 'to enroll in your retirement plan'
    : 'to review or change how much you contribute';
  return `You’re about to go to ${site} ${purpose}. ${domainName} is not responsible for the content, privacy practices or security of other sites.`;
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
  const title = target ? leavingTitle(domainName) : NOTICE_TITLE;
  const phone = config.hrPhoneNumber?.trim();
  const tel = phone ? telHref(phone) : undefined;
  if (!target) {
    return (
      <AlertModal open={open} title={title} onCancel={onCancel} confirmLabel="OK">
        {config.leavingIcrModalTextOverride && (
          <Paragraph>{config.leavingIcrModalTextOverride}</Paragraph>
        )}
        <Paragraph>
          Contribution changes can’t be made on {domainName}.{' '}
          {phone && tel ? (
            <>
              To start or change your contribution, call your benefits team at{' '}
              <SmartLink href={tel} underline="always">
                {phone}
              </SmartLink>
              .
            </>
          ) : (
            'To start or change your contribution, contact your benefits team.'
          )}
        </Paragraph>
      </AlertModal>
    );
  }

  return (
    <AlertModal
      open={open}
      title={title}
      onCancel={onCancel}
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      confirmLabel="Continue"
    >
      <Paragraph>
        {config.leavingIcrModalTextOverride ?? leavingBody(config, domainName, enrolling)}
      </Paragraph>
      {target.newTab && (
        <Paragraph>
          The page opens in a new tab, so you can come back here when you’re done.
        </Paragraph>
      )}
    </AlertModal>
  );
}
