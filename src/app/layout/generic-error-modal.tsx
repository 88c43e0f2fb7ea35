import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessagePresented, pushEvent } from '@/lib/analytics';
import { AlertModal } from '@/components/alert-modal';
import { paths } from '@/config/routes';
import { errorModalDismissed, selectErrorModalStatus } from '@/features/ui/error-modal-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCompany } from './use-company';

export const GENERIC_ERROR = {
  title: 'Oops!',
  body: 'Looks like something went wrong. Please refresh the page and try again or contact us.',
};

/** SPEC.md "Generic error modal": open while the store says so (see the query client). */
export function GenericErrorModal() {
  const status = useAppSelector(selectErrorModalStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { companyId } = useCompany();
  const { pathname } = useLocation();
  useEffect(() => {
    if (status === null) return;
    pushEvent(
      errorMessagePresented({
        formFieldError: GENERIC_ERROR.body,
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
      title={GENERIC_ERROR.title}
      onCancel={dismiss}
      onConfirm={dismiss}
      confirmLabel="OK"
      onContactUs={() => {
        dismiss();
        void navigate(paths.contactUs(companyId));
      }}
    >
      {GENERIC_ERROR.body}
    </AlertModal>
  );
}
