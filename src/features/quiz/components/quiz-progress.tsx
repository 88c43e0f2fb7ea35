import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { FORCED_COLORS_QUERY, MORE_CONTRAST_QUERY } from '@/config/constants';

/** SPEC.md section 9: the bar is 150 px wide on mobile and 200 px on desktop. */
const PROGRESS_BAR_WIDTH = { mobile: 150, desktop: 200 } as const;

/** SPEC.md "Question page": the fill is floor(n / total * 100)%. */
function progressPercent(step: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(Math.max(step, 0), total) / total) * 100);
}

/** "n / total" with its bar; screen readers hear "Question n of total". */
export function QuizProgress({ step, total }: { step: number; total: number }) {
  const percent = progressPercent(step, total);
  const label = useIntl().formatMessage({ id: 'quiz.progress.label' }, { step, total });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuenow={step}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuetext={label}
        data-testid="quiz-progress-track"
        sx={{
          width: { xs: PROGRESS_BAR_WIDTH.mobile, md: PROGRESS_BAR_WIDTH.desktop },
          height: 8,
          borderRadius: 999,
          bgcolor: '#dde3e8',
          overflow: 'hidden',
          // Forced colours drop both fills: the bar vanished. System colours are kept.
          [`@media ${FORCED_COLORS_QUERY}`]: { border: '1px solid CanvasText' },
          // The light track (1.2:1 on the page) keeps its fill's contrast (7:1 and more) and, for
          // a participant who asks for more contrast, shows its length by an outline at 3.8:1: a
          // darker track would have stood at 2:1 beside its fill.
          [`@media ${MORE_CONTRAST_QUERY}`]: {
            outline: 1,
            outlineColor: 'divider',
            outlineOffset: 1,
          },
        }}
      >
        <Box
          data-testid="quiz-progress-fill"
          sx={{
            width: `${String(percent)}%`,
            height: '100%',
            bgcolor: 'primary.main',
            [`@media ${FORCED_COLORS_QUERY}`]: { bgcolor: 'CanvasText' },
          }}
        />
      </Box>
      <Typography aria-hidden variant="body2" sx={{ fontWeight: 700 }}>
        {`${String(step)} / ${String(total)}`}
      </Typography>
    </Box>
  );
}
