// The api client on fetch (it was axios): what the server receives and what callers get back must
// not have changed — the query as axios wrote it, JSON bodies, 30 s timeouts, non-JSON error pages.
import {
  apiCall,
  apiClient,
  apiErrorMessage,
  apiErrorStatus,
  configureApiClient,
  deliverToasts,
  setApiTransport,
  type ToastMessage,
} from '../src';
import { queryString } from '../src/api/query-string';
import { fetchTransport, fullUrl } from '../src/api/transport';
import { FALLBACK_ERROR } from '../src/contract';

describe('the query string', () => {
  it('is written as axios wrote it: nulls left out, lists as key[], dates as ISO, spaces as +', () => {
    expect(
      queryString({
        business_identifier: 'mama put',
        branch: null,
        table: undefined,
        number_of_days: 7,
        open: true,
        ids: ['a', 'b'],
        from: new Date('2026-11-28T10:00:00.000Z'),
        note: 'rice, beans: $5 & more',
      }),
    ).toBe(
      'business_identifier=mama+put&number_of_days=7&open=true&ids%5B%5D=a&ids%5B%5D=b' +
        '&from=2026-11-28T10:00:00.000Z&note=rice,+beans:+$5+%26+more',
    );
    expect(queryString(undefined)).toBe('');
  });

  it('joins the base and the path once, with the query after any the path has', () => {
    expect(fullUrl({ baseURL: '/api', url: '/menu/getAll/', params: { a: '1' } })).toBe('/api/menu/getAll/?a=1');
    expect(fullUrl({ baseURL: '/api/', url: 'login', params: undefined })).toBe('/api/login');
    expect(fullUrl({ baseURL: '/api', url: '/x?y=1', params: { a: '1' } })).toBe('/api/x?y=1&a=1');
    expect(fullUrl({ baseURL: '/api', url: 'https://pay.example/x', params: undefined })).toBe('https://pay.example/x');
  });
});

describe('the fetch transport', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    setApiTransport(fetchTransport);
  });

  function answering(status: number, text: string) {
    const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({ status, text: async () => text }) as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    setApiTransport(fetchTransport);
    return fetchMock;
  }

  beforeEach(() => configureApiClient({ getToken: () => 'v1.tok', onUnauthorized: () => undefined }));

  it('sends the method, the full address, JSON body and headers; answers with the parsed body', async () => {
    const fetchMock = answering(200, '{"message":"ok","data":{"_id":"b1"}}');
    const removed = await apiCall('DELETE /branch/removeBranch', { query: { branch_id: 'b1', reason: 'Closed now' } });
    expect(removed).toEqual({ message: 'ok', data: { _id: 'b1' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/branch/removeBranch?branch_id=b1&reason=Closed+now');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json, text/plain, */*', Authorization: 'Bearer v1.tok' });

    await apiClient().post('/login', { email: 'a@b.ng', password: 'x' }, { skipAuth: true });
    const [, posted] = fetchMock.mock.calls[1]!;
    expect(posted.body).toBe('{"email":"a@b.ng","password":"x"}');
    expect(posted.headers).toEqual({ Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json' });
  });

  it("keeps a body that is not JSON as text, and fails outside 2xx with the answer's status", async () => {
    answering(502, '<html>Bad gateway</html>');
    const failure = await apiClient()
      .get('/getBanks', { silent: true })
      .catch((error: unknown) => error);
    expect(apiErrorStatus(failure)).toBe(502);
    expect((failure as { response: { data: unknown } }).response.data).toBe('<html>Bad gateway</html>');
    expect(apiErrorMessage(failure)).toBe(FALLBACK_ERROR);
  });

  it('gives up after the timeout, toasting the fallback, and reports no server as a failure with no status', async () => {
    const toasts: ToastMessage[] = [];
    deliverToasts((toast) => toasts.push(toast));
    // A server that never answers: the request ends only when the client aborts it.
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    setApiTransport(fetchTransport);
    const slow = apiClient().get('/getBanks', { timeout: 20 });
    await expect(slow).rejects.toThrow('timeout of 20ms exceeded');
    expect(toasts).toEqual([{ message: FALLBACK_ERROR, variant: 'error' }]);

    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const offline = await apiClient()
      .get('/getBanks', { silent: true })
      .catch((error: unknown) => error);
    expect(offline).toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
    expect(apiErrorStatus(offline)).toBeUndefined();
  });
});
