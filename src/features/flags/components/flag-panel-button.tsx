import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { isAllowListed } from '../flag-context';
import { selectUid } from '@/features/user/user-slice';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const FlagPanel = lazyWithPreload(
  () => import('./flag-panel'),
  (module) => module.FlagPanel,
);

/** QA only (`?uid=qa`): opens the panel that switches flags for this browser. */
export function FlagPanelButton() {
  const uid = useAppSelector(selectUid);
  const [open, setOpen] = useState(false);
  if (!isAllowListed(uid)) return null;
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size="small"
        onClick={() => {
          setOpen(true);
        }}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1200, boxShadow: 3 }}
      >
        Feature flags
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FlagPanel
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
