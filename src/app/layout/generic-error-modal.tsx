import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessagePresented, pushEvent } from '@/lib/analytics';
import { AlertModal } from '@/components/alert-modal';
import { paths } from '@/config/paths';
import { errorDismissed } from '@/features/ui/error-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCompany } from './company-context';

export const GENERIC_ERROR = {
  title: 'Oops!',
  body: 'Looks like something went wrong. Please refresh the page and try again or contact us.',
};

/** SPEC.md "Generic error modal": shown while the global error state holds an error. */
export function GenericErrorModal() {
  const error = useAppSelector((state) => state.error.error);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { companyId } = useCompany();
  const { pathname } = useLocation();
  const status = error === null ? null : String(error.status ?? 'error');
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
    dispatch(errorDismissed());
  };
  return (
    <AlertModal
      open={error !== null}
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
