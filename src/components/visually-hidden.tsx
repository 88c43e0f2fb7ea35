import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/** Text for screen readers only, with MUI's own hiding styles. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHidden}>{children}</span>;
}
