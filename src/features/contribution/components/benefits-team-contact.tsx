import type { SxProps, Theme } from '@mui/material/styles';
import { SmartLink } from '@/components/smart-link';
import type { CompanyConfig } from '@/features/company/types';
import { telHref } from '@/lib/phone';
import { FormattedMessage } from 'react-intl';

/**
 * How to start or change a contribution where the site cannot: call the benefits team (a tel:
 * link) when the company has a phone number, else contact them.
 */
export function BenefitsTeamContact({
  config,
  linkSx,
}: {
  config: CompanyConfig;
  linkSx?: SxProps<Theme>;
}) {
  const phone = config.hrPhoneNumber?.trim();
  const tel = phone ? telHref(phone) : undefined;
  return phone && tel ? (
    <FormattedMessage
      id="contribution.dialog.callTeam"
      values={{
        phone: (
          <SmartLink href={tel} underline="always" sx={linkSx}>
            {phone}
          </SmartLink>
        ),
      }}
    />
  ) : (
    <FormattedMessage id="contribution.dialog.contactTeam" />
  );
}
