import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ContentAudience } from '@/config/content-scope';
import { selectCompanyId } from '@/features/company/company-slice';
import { selectAnimal, selectLanguage, selectSegment } from '@/features/user/user-slice';
import type { AppDispatch, AppStore, RootState } from './store';

/** The only Redux hooks the app uses; features may import this file from app/. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For reading state in a callback without subscribing the component to it. */
export const useAppStore = useStore.withTypes<AppStore>();

/** Who the page's content is for: the company and language held in the store, and the user. */
export function useContentAudience(): Required<ContentAudience> {
  const companyId = useAppSelector(selectCompanyId);
  const language = useAppSelector(selectLanguage);
  const segment = useAppSelector(selectSegment);
  const animal = useAppSelector(selectAnimal);
  return useMemo(
    () => ({ companyId, language, segment, animal }),
    [companyId, language, segment, animal],
  );
}
