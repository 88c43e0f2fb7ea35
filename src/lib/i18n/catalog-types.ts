import type { Localization } from '@mui/material/locale';
import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@/config/site';
import type { MessageId } from './message-ids';

/** Area files hold some of the ids; the merged catalog holds them all (the catalog test checks). */
export type Messages = Partial<Record<MessageId, MessageFormatElement[]>>;
export type CompleteMessages = Record<MessageId, MessageFormatElement[]>;

/** One language's UI texts: the messages, compiled at build time, and MUI's own texts. */
export interface Catalog {
  language: Language;
  messages: CompleteMessages;
  /** MUI's component texts for the language (none for English, MUI's default). */
  mui?: Localization;
}

/** Every area file of a language merged into one catalog (`import.meta.glob` output). */
export function mergeAreas(areas: Record<string, Messages>): CompleteMessages {
  return Object.assign({}, ...Object.values(areas)) as CompleteMessages;
}
