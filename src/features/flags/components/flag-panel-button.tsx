import Button from '@mui/material/Button';
import { useState } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { useAppSelector } from '@/app/hooks';
import { isAllowListed } from '../flag-context';
import type { FlagValues } from '../flags-slice';
import { selectUid } from '@/features/user/user-slice';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const FlagPanel = lazyWithPreload(
  () => import('./flag-panel'),
  (module) => module.FlagPanel,
);

/**
 * QA only (`?uid=qa`): opens the panel that switches flags for this browser. The panel is QA's
 * tool, in English on every page (marked so, for a screen reader on a Spanish page).
 */
export function FlagPanelButton({
  companySettings,
}: {
  /** What the company's config says for a flag it can also switch (DESIGN.md section 9). */
  companySettings: Partial<FlagValues>;
}) {
  const uid = useAppSelector(selectUid);
  const [open, setOpen] = useState(false);
  if (!isAllowListed(uid)) return null;
  return (
    <>
      <Button
        lang="en"
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
        <LazyPart dialog={{ open, onClose: () => setOpen(false) }}>
          <FlagPanel
            companySettings={companySettings}
            onClose={() => {
              setOpen(false);
            }}
          />
        </LazyPart>
      )}
    </>
  );
}
