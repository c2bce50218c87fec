import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from 'redux';
import type { RootState } from './root-reducer';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();

export const useSessionUser = () => useAppSelector((state) => state.user.data);
export const useBasket = () => useAppSelector((state) => state.basket);
