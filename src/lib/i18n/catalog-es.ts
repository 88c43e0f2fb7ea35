import { esES } from '@mui/material/locale';
import { mergeAreas, type Catalog, type Messages } from './catalog-types';

export const catalog: Catalog = {
  language: 'es-US',
  messages: mergeAreas(
    import.meta.glob<Messages>('../../locales/es/*.json', { eager: true, import: 'default' }),
  ),
  mui: esES,
};
