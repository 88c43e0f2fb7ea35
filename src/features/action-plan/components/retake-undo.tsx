import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/routes';
import { answerSaved } from '@/features/quiz/quiz-answers-slice';
import { retakeUndone, type RetakenPlan } from '../action-plan-slice';

/**
 * On the quiz welcome after a retake, until a new answer is saved: Retake sits among the plan's
 * buttons, and one press cleared the answers and every ticked step, with no way back (the plan's
 * page sends a participant without answers to the quiz). The plan comes back as it was; its
 * persona is asked for again, as on any visit to the plan.
 */
export function RetakeUndo({ plan, companyId }: { plan: RetakenPlan; companyId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Alert severity="info" role="none" sx={{ mt: 3, maxWidth: 560 }}>
      <FormattedMessage id="actionPlan.retake.cleared" />
      {/* Under the sentence: beside it, a phone squeezed the button to a word a line. */}
      <Box>
        <Button
          variant="text"
          size="small"
          onClick={() => {
            dispatch(retakeUndone());
            for (const answer of plan.answers) dispatch(answerSaved(answer));
            // In the welcome's place: with the answers back it only sends on to the plan.
            void navigate(paths.actionPlan(companyId), { replace: true });
          }}
          sx={{ ml: -1, mt: 0.5 }}
        >
          <FormattedMessage id="actionPlan.retake.undo" />
        </Button>
      </Box>
    </Alert>
  );
}
