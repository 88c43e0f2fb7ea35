import { SESSION_VERSION } from '@/app/persistence';

/**
 * The tab's session copy (STORAGE_KEYS.reduxStore) of a participant who typed calculator figures
 * on an earlier visit in this tab: the store restores them on arrival. Values are as stored, so a
 * test may plant one the app cannot read.
 */
export function savedFiguresCopy(
  values: Record<string, unknown>,
  writtenFragment: string | null = null,
): string {
  return JSON.stringify({ version: SESSION_VERSION, calculator: { values, writtenFragment } });
}
