import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import type { CompanyConfig } from '@/features/company/types';
import { selectIsEnroll } from '@/features/user/user-slice';
import { ContributionButton } from './contribution-button';

/** The Resources & FAQs page's call to change (or start) contributions, with its button. */
export function ContributionPanel({ config }: { config: CompanyConfig }) {
  const isEnroll = useAppSelector(selectIsEnroll);
  const keeper = config.recordKeeperName ?? 'your plan’s record keeper';
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
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 3,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography id="contribution-heading" component="h2" variant="h2">
          {isEnroll ? 'Start saving in your plan' : 'Change how much you save'}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 620, opacity: 0.92 }}>
          {isEnroll
            ? `Enrolling takes about ten minutes with ${keeper}. Even a small percentage of each paycheck adds up over a career, and many employers match part of what you put in.`
            : `Your contribution rate is managed by ${keeper}. Raising it by a single percentage point today can add tens of thousands of dollars by the time you retire.`}
        </Typography>
      </Box>
      <Box
        sx={{
          flexShrink: 0,
          '& .MuiButton-root': { bgcolor: 'background.paper', color: 'primary.main' },
          '& .MuiButton-root:hover': { bgcolor: 'background.default' },
        }}
      >
        <ContributionButton config={config} size="large" position="make-a-change" />
      </Box>
    </Paper>
  );
}
