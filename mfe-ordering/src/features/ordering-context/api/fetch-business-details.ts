import { api, type ApiEnvelope, type BusinessDetails } from '@troo/shared';

/** A business's public details (name, logo, colours, default branch). No token: diners are anonymous. */
export async function fetchBusinessDetails(businessIdentifier: string, signal?: AbortSignal): Promise<BusinessDetails> {
  const { data } = await api.get<ApiEnvelope<BusinessDetails>>('/business/getBusinessDetails/', {
    params: { business_identifier: businessIdentifier },
    // The spec only logs these failures; the screens show their own retry message instead of a toast.
    silent: true,
    skipAuth: true,
    signal,
  });
  return data.data;
}
