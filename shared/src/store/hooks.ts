import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from 'redux';
import type { RootState } from './root-reducer';

// For shared code and a remote's own injected slices; remotes read the root slices through ./modules.
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
