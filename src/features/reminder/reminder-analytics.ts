import { pushEvent } from '@/lib/analytics';

const PROCESS = 'Contribution reminder';

/**
 * The reminder flow's analytics, in one place (SPEC.md section 3 "Other analytics events" and
 * section 8 "Reminder submit failure"). No names or e-mail addresses ever leave in an event.
 */
export const reminderAnalytics = {
  opened() {
    pushEvent({
      event: 'Self Service Started',
      processStepLabel: PROCESS,
      processStepValue: 'form opened',
    });
  },
  submitted() {
    pushEvent({
      event: 'Self Service Step',
      processStepLabel: PROCESS,
      processStepValue: 'submitted',
    });
  },
  completed() {
    pushEvent({
      event: 'Self Service Completed',
      processStepLabel: PROCESS,
      processStepValue: 'reminder set',
    });
  },
  failed(message: string) {
    pushEvent({
      event: 'Error Message Presented',
      formFieldError: message,
      processStepLabel: PROCESS,
      processStepValue: 'submit failed',
      settingUsed: 'email',
    });
  },
};
