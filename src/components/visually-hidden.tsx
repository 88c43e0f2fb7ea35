import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/** Text for screen readers only, with MUI's own hiding styles. */
export function VisuallyHidden({
  children,
  lang,
  ...data
}: { children: ReactNode; lang?: string } & Record<`data-${string}`, string>) {
  return (
    <span style={visuallyHidden} lang={lang} {...data}>
      {children}
    </span>
  );
}
