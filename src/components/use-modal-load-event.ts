import { useEffect } from 'react';
import { modalLoad, pushEvent, toLinkName } from '@/lib/analytics';

/** SPEC.md "Modal Load": reported each time a modal opens. */
export function useModalLoadEvent(open: boolean, name: string) {
  useEffect(() => {
    if (open) pushEvent(modalLoad({ customLinkName: toLinkName(name) }));
  }, [open, name]);
}
