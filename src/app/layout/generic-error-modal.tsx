import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessagePresented, pushEvent } from '@/lib/analytics';
import { AlertModal } from '@/components/alert-modal';
import { paths } from '@/config/routes';
import { errorModalDismissed, selectErrorModalStatus } from '@/features/ui/error-modal-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCompany } from './use-company';
import { useIntl } from 'react-intl';

/** What analytics hear about the modal: English in every language, so reports join on it. */
const GENERIC_ERROR_EVENT_TEXT =
  'Looks like something went wrong. Please refresh the page and try again or contact us.';

/** SPEC.md "Generic error modal": open while the store says so (see the query client). */
export function GenericErrorModal() {
  const status = useAppSelector(selectErrorModalStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { companyId } = useCompany();
  const { pathname } = useLocation();
  const intl = useIntl();
  // Once per opening: the URL can change under the open modal (Back), and that is not a second error.
  const reportedStatus = useRef<string | null>(null);
  useEffect(() => {
    if (status === reportedStatus.current) return;
    reportedStatus.current = status;
    if (status === null) return;
    pushEvent(
      errorMessagePresented({
        formFieldError: GENERIC_ERROR_EVENT_TEXT,
        processStepLabel: pathname,
        processStepValue: status,
        settingUsed: '',
      }),
    );
  }, [status, pathname]);
  const dismiss = () => {
    dispatch(errorModalDismissed());
  };
  return (
    <AlertModal
      open={status !== null}
      title={intl.formatMessage({ id: 'app.errorModal.title' })}
      analyticsName="Oops!"
      onCancel={dismiss}
      onConfirm={dismiss}
      onContactUs={() => {
        dismiss();
        void navigate(paths.contactUs(companyId));
      }}
    >
      {intl.formatMessage({ id: 'app.errorModal.body' })}
    </AlertModal>
  );
}
