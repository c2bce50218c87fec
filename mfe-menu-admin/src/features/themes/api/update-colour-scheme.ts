import { api, type ApiEnvelope } from '@troo/shared';

/**
 * POST /updateBusinessColourScheme. Answers the server's message for the success toast;
 * a failure is already toasted by the api client.
 */
export async function updateColourScheme(colour_scheme: string): Promise<string> {
  const { data } = await api.post<ApiEnvelope<{ colour_scheme: string }>>('/updateBusinessColourScheme', { colour_scheme });
  return data.message;
}
