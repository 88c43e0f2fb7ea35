import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { FOCUS_OUTLINE_COLOR_VAR } from '@/config/constants';
import type { CompanyConfig } from '@/features/company/types';
import { selectFlag } from '@/features/flags/flags-slice';
import { selectIsEnroll } from '@/features/user/user-slice';
import { offersContributionAction } from '../contribution-target';
import { BenefitsTeamContact } from './benefits-team-contact';
import { ContributionButton } from './contribution-button';
import { FormattedMessage, useIntl } from 'react-intl';

/** The Resources & FAQs page's call to change (or start) contributions, with its button. */
export function ContributionPanel({ config }: { config: CompanyConfig }) {
  const isEnroll = useAppSelector(selectIsEnroll);
  const useAllocationUrl = useAppSelector((state) =>
    selectFlag(state, 'useRecordKeeperAllocationUrl'),
  );
  const intl = useIntl();
  const keeper =
    config.recordKeeperName ?? intl.formatMessage({ id: 'contribution.panel.defaultKeeper' });
  return (
    <Paper
      component="section"
      aria-labelledby="contribution-heading"
      sx={{
        mt: 4,
        p: { xs: 3, md: 5 },
        borderRadius: '24px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        // The theme's dark focus outline vanishes on the brand's colour: it takes the text's.
        [FOCUS_OUTLINE_COLOR_VAR]: (theme) => theme.palette.primary.contrastText,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 3,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography id="contribution-heading" component="h2" variant="h2">
          <FormattedMessage
            id={isEnroll ? 'contribution.panel.enrollHeading' : 'contribution.panel.changeHeading'}
          />
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 620, opacity: 0.92 }}>
          <FormattedMessage
            id={isEnroll ? 'contribution.panel.enrollBody' : 'contribution.panel.changeBody'}
            values={{ keeper }}
          />
        </Typography>
      </Box>
      <Box
        sx={{
          flexShrink: 0,
          '& .MuiButton-root': { bgcolor: 'background.paper', color: 'primary.main' },
          '& .MuiButton-root:hover': { bgcolor: 'background.default' },
        }}
      >
        {offersContributionAction(config, { isEnroll, useAllocationUrl }) ? (
          <ContributionButton config={config} size="large" position="make-a-change" />
        ) : (
          // The button has nowhere safe to send the participant: the panel still says how.
          <Typography sx={{ fontWeight: 600, maxWidth: { md: 320 } }}>
            <BenefitsTeamContact config={config} linkSx={{ color: 'inherit' }} />
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
