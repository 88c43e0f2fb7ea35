import type { Localization } from '@mui/material/locale';
import type { Messages } from './catalog-types';

/** The Spanish area files; load-catalog.ts merges them (nothing shared with the English chunk). */
export const areas = import.meta.glob<Messages>('../../locales/es/*.json', {
  eager: true,
  import: 'default',
});

/**
 * MUI's esES texts for the one MUI component with built-in words the app uses (Alert's close
 * button). The whole esES object adds Autocomplete, Pagination, Rating and the rest: bytes on
 * every Spanish first view for components the app does not have.
 */
export const mui: Localization = {
  components: { MuiAlert: { defaultProps: { closeText: 'Cerrar' } } },
};
