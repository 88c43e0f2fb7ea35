import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** Between the last answer and the action plan (SPEC.md "Quiz flow"). */
export function ResultLoader() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 3, py: 8 }}>
      <CircularProgress size={56} aria-hidden />
      <Typography variant="h2" component="p" sx={{ textAlign: 'center' }}>
        <FormattedMessage id="quiz.result.finding" />
      </Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
        <FormattedMessage id="quiz.result.matching" />
      </Typography>
    </Box>
  );
}
