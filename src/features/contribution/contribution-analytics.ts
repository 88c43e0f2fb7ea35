import { pushEvent } from '@/lib/analytics';

/**
 * The contribution flow's analytics, in one place (SPEC.md section 3 "Other analytics events"):
 * the button click and the dialog's choice are CTA clicks, the dialog itself a modal load.
 */
export const contributionAnalytics = {
  buttonClicked(label: string, position: string) {
    pushEvent({
      event: 'CTA Clicked',
      customLinkName: label,
      linkId: 'contribution-button',
      linkPosition: position,
    });
  },
  dialogShown(name: string) {
    pushEvent({ event: 'Modal Load', customLinkName: name });
  },
  leftForTarget(kind: string, position: string) {
    pushEvent({
      event: 'CTA Clicked',
      customLinkName: 'Continue',
      linkId: `contribution-${kind}`,
      linkPosition: position,
    });
  },
};
