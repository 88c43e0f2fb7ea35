import { errorMessagePresented, pushEvent, selfService } from '@/lib/analytics';

const PROCESS = 'Contribution reminder';
/** How the reminder is delivered: the setting a report groups the process by. */
const SETTING = 'email';

/** SPEC.md "Self Service Started, Step and Completed": label, value, setting and activity. */
function step(stage: 'Started' | 'Step' | 'Completed', value: string) {
  pushEvent(
    selfService(stage, {
      processStepLabel: PROCESS,
      processStepValue: value,
      settingUsed: SETTING,
      ActivityName: PROCESS,
      SessionSettings: 'SPA',
    }),
  );
}

/**
 * The reminder flow's analytics, in one place (SPEC.md section 3 "Other analytics events" and
 * section 8 "Reminder submit failure"). No names or e-mail addresses ever leave in an event.
 */
export const reminderAnalytics = {
  opened: () => step('Started', 'form opened'),
  submitted: () => step('Step', 'submitted'),
  completed: () => step('Completed', 'reminder set'),
  failed(message: string) {
    pushEvent(
      errorMessagePresented({
        formFieldError: message,
        processStepLabel: PROCESS,
        processStepValue: 'submit failed',
        settingUsed: SETTING,
      }),
    );
  },
};
