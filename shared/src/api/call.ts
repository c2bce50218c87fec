import type { AxiosRequestConfig } from 'axios';
import type { ApiCalls, CallInput, CallResult, ScreenCallId } from '../contract';
import { fillPath } from '../contract/fill-path';
import { apiClient } from './client';

/** How a screen wants a call made: quietly (it shows the failure itself), without a token, slower. */
export type CallOptions = Pick<AxiosRequestConfig, 'silent' | 'skipAuth' | 'timeout' | 'signal'>;

/** The input argument is optional exactly when the call takes no input. */
export type CallArgs<Id extends ScreenCallId> =
  object extends CallInput<ApiCalls[Id]>
    ? [input?: CallInput<ApiCalls[Id]>, options?: CallOptions]
    : [input: CallInput<ApiCalls[Id]>, options?: CallOptions];

/**
 * Makes a call of the contract, named by its id as the spec writes it ('POST /login'). The id, the
 * body, query and params and the answer are all typed by the contract, which is imported as types
 * only: nothing of it is downloaded. Resolves to the success answer's body; rejects like axios.
 * The operator's calls (releases, RELEASE_TOKEN) are not among the ids: no screen holds that token.
 */
export async function apiCall<Id extends ScreenCallId>(id: Id, ...[input, options]: CallArgs<Id>): Promise<CallResult<ApiCalls[Id]>> {
  const space = id.indexOf(' ');
  const { body, query, params } = ((input as unknown) ?? {}) as { body?: unknown; query?: unknown; params?: Record<string, unknown> };
  const api = await apiClient();
  const response = await api.request<CallResult<ApiCalls[Id]>>({
    ...options,
    method: id.slice(0, space),
    url: fillPath(id.slice(space + 1), params),
    data: body,
    params: query,
  });
  return response.data;
}
