import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { deliverToasts } from '@troo/shared';
import './toaster.css';

/** notistack's toaster, top-right, closing after 5 s; loaded the first time a toast is asked for. */
export default function Toaster() {
  useEffect(() => deliverToasts(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return <SnackbarProvider maxSnack={3} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;
}
