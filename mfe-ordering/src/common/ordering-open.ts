import { createContext } from 'react';

/** False inside a menu screen while its outlet is paused or closed: no add controls are offered. */
export const OrderingOpen = createContext(true);
