// Imported, for this effect, by every exposed screen that reads the registration slices: they are in
// the store before that screen first renders.
import { injectSlices } from '@troo/shared';
import { registrationReducers } from './registration-slice';

injectSlices(registrationReducers);
