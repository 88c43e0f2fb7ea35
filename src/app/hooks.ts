import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** The only Redux hooks the app uses; features may import this file from app/. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For reading state in a callback without subscribing the component to it. */
export const useAppStore = useStore.withTypes<AppStore>();
