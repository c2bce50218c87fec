import { apiCall, apiClient, configureApiClient, deliverToasts, type ToastMessage } from '../src';
import { FALLBACK_ERROR, type UserData } from '../src/contract';
import { fakeApi } from '../src/testing/render-screen';

const api = {
  get: async (url: string, config?: object) => (await apiClient()).get(url, config),
  post: async (url: string, body: unknown) => (await apiClient()).post(url, body),
};

describe('api client', () => {
  const toasts: ToastMessage[] = [];
  const onUnauthorized = jest.fn();
  let token: string | null = null;

  beforeAll(() => deliverToasts((toast) => toasts.push(toast)));
  beforeEach(() => {
    toasts.length = 0;
    onUnauthorized.mockReset();
    token = null;
    configureApiClient({ getToken: () => token, onUnauthorized });
  });

  it('sends the signed-in token as a bearer header, and none for public calls', async () => {
    const { requests } = fakeApi({ 'GET /userDetails': () => ({ status: 200, body: { message: 'ok', data: {} as UserData } }) });
    token = 'v1.abc.def';
    await api.get('/userDetails');
    await api.get('/userDetails', { skipAuth: true });
    expect(requests[0]!.headers.Authorization).toBe('Bearer v1.abc.def');
    expect(requests[1]!.headers.Authorization).toBeUndefined();
  });

  it("toasts the server's message on failure, or the fallback when there is none", async () => {
    fakeApi({
      'POST /login': () => ({ status: 400, body: { message: 'All Fields are required...' } }),
      'GET /getBanks': () => ({ status: 502, body: 'gateway exploded' }),
    });
    await expect(api.post('/login', {})).rejects.toThrow();
    await expect(api.get('/getBanks')).rejects.toThrow();
    expect(toasts).toEqual([
      { message: 'All Fields are required...', variant: 'error' },
      { message: FALLBACK_ERROR, variant: 'error' },
    ]);
  });

  it('stays quiet for silent calls', async () => {
    fakeApi({ 'GET /getBanks': () => ({ status: 500, body: { message: 'boom' } }) });
    await expect(api.get('/getBanks', { silent: true })).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it('ends the session on a 401 to a signed-in call, but not on a failed sign-in', async () => {
    fakeApi({
      'GET /userDetails': () => ({ status: 401, body: { message: 'Your session has ended. Please log in again.' } }),
      'POST /login': () => ({ status: 401, body: { message: 'Invalid email or password' } }),
    });
    await expect(api.post('/login', { email: 'a', password: 'b' })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    token = 'v1.dead.token';
    await expect(api.get('/userDetails')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('makes a call of the contract by its id: method, filled-in path, query and body', async () => {
    const { requests } = fakeApi({
      'GET /branch/getBranch/:id': () => ({
        status: 200,
        body: { message: 'ok', data: { _id: 'b 1', branch_name: 'Ikeja', address: null, createdAt: '2025-01-01T00:00:00.000Z' } },
      }),
      'DELETE /branch/removeBranch': () => ({ status: 200, body: { message: 'Branch deleted successfully', data: { _id: 'b1' } } }),
    });
    const branch = await apiCall('GET /branch/getBranch/:id', { params: { id: 'b 1' } });
    expect(branch.data.branch_name).toBe('Ikeja');
    const removed = await apiCall('DELETE /branch/removeBranch', { query: { branch_id: 'b1', reason: 'Closed' } });
    expect(removed.message).toBe('Branch deleted successfully');
    expect(requests.map(({ method, url, params }) => ({ method, url, params }))).toEqual([
      { method: 'GET', url: '/branch/getBranch/b%201', params: undefined },
      { method: 'DELETE', url: '/branch/removeBranch', params: { branch_id: 'b1', reason: 'Closed' } },
    ]);
  });
});
