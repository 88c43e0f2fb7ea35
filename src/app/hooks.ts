import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ContentAudience } from '@/config/content-scope';
import { selectCompanyId } from '@/features/company/company-slice';
import { selectAnimal, selectSegment } from '@/features/user/user-slice';
import { usePageLanguage } from '@/lib/i18n/i18n-provider';
import type { AppDispatch, AppStore, RootState } from './store';

/** The only Redux hooks the app uses; features may import this file from app/. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For reading state in a callback without subscribing the component to it. */
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Who the page's content is for: the company held in the store, the page's language (English
 * while the chosen language's texts cannot load), and the user.
 */
export function useContentAudience(): Required<ContentAudience> {
  const companyId = useAppSelector(selectCompanyId);
  const language = usePageLanguage();
  const segment = useAppSelector(selectSegment);
  const animal = useAppSelector(selectAnimal);
  return useMemo(
    () => ({ companyId, language, segment, animal }),
    [companyId, language, segment, animal],
  );
}
