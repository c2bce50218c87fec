import { useState } from 'react';
import { apiErrorMessage, toast, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import {
  CONSUMPTION_TAX_RATE_INVALID,
  DELIVERY_FEE_INVALID,
  ORDERING_SETTINGS_SAVED,
  SERVICE_FEE_INVALID,
  VAT_RATE_INVALID,
} from '@troo/shared/contract';
import { saveOrderingSettings } from '../api/save-ordering-settings';
import { formOf, inputOf, type OrderingForm } from './ordering-form';

/**
 * The working outlet's ordering settings as an editable form: read once, saved whole. A refused
 * save keeps what was typed and shows the server's reason as a toast and under the form.
 */
export function useOrderingSettings(branchId: string | null) {
  const query = useApiQuery('GET /branch/getOrderingSettings/:id', branchId ? { params: { id: branchId } } : null);
  const loaded = query.status === 'success' ? query.data.data : null;
  const [form, setForm] = useState<OrderingForm | null>(() => (loaded ? formOf(loaded) : null));
  const [formSource, setFormSource] = useState(loaded);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const invalidate = useInvalidate();

  // A new answer (another outlet, or the settings as just saved) starts the form afresh, during render.
  if (loaded !== formSource) {
    setFormSource(loaded);
    setForm(loaded ? formOf(loaded) : null);
  }

  const change = (patch: Partial<OrderingForm>) => setForm((current) => (current ? { ...current, ...patch } : current));

  const save = async () => {
    if (!form || !branchId) return;
    const input = inputOf(form);
    if (Number.isNaN(input.service_fee_percent)) return setError(SERVICE_FEE_INVALID);
    if (Number.isNaN(input.delivery_fee)) return setError(DELIVERY_FEE_INVALID);
    if (Number.isNaN(input.vat_basis_points)) return setError(VAT_RATE_INVALID);
    if (Number.isNaN(input.consumption_tax_basis_points)) return setError(CONSUMPTION_TAX_RATE_INVALID);
    setError(null);
    await run(
      async () => {
        await saveOrderingSettings(branchId, input);
        toast(ORDERING_SETTINGS_SAVED, 'success');
        invalidate('GET /branch/getOrderingSettings/:id');
        // Saving ticks the getting-started step, which points on to the next one.
        invalidate('GET /business/gettingStarted');
      },
      {
        onError: (failure) => {
          const message = apiErrorMessage(failure);
          toast(message, 'error');
          setError(message);
        },
      },
    );
  };

  return { query, form: loaded ? form : null, change, save, busy, error };
}
