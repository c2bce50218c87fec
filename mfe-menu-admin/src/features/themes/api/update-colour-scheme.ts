import { apiCall } from '@troo/shared';

/**
 * POST /updateBusinessColourScheme. Answers the server's message for the success toast;
 * a failure is already toasted by the api client.
 */
export async function updateColourScheme(colour_scheme: string): Promise<string> {
  return (await apiCall('POST /updateBusinessColourScheme', { body: { colour_scheme } })).message;
}
