import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** The only Redux hooks the app uses; features may import this file from app/. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
