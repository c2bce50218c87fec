import { screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { legacy_createStore as createStore } from 'redux';
import { QueryState, appReducer, seedQueries, useApiQuery } from '../src';
import { cacheKey, type BusinessDetails } from '../src/contract';
import { fakeApi, renderScreen } from '../src/testing';

// A page the phone kept (the shell's service worker) carries answers that may be yesterday's: they
// are drawn at once and asked for again; a phone that is offline keeps showing them.

const INPUT = { query: { business_identifier: 'mama-put' } };
const KEY = cacheKey('GET /business/getBusinessDetails/', INPUT);
const answer = (name: string) => ({ message: 'ok', data: { business_name: name } as BusinessDetails });

function BusinessName() {
  const query = useApiQuery('GET /business/getBusinessDetails/', INPUT, { skipAuth: true });
  return (
    <QueryState query={query} loadingText="Loading…">
      {(details) => <h1>{details.data.business_name}</h1>}
    </QueryState>
  );
}

const keptYesterday = { queries: { [KEY]: { status: 'success' as const, data: answer("Mama Put's (yesterday)"), stale: true } } };

describe('answers a kept page carries', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // the failed reads' log
  afterEach(() => jest.restoreAllMocks());

  it('are seeded as stale from a kept page, and as fresh from a page the server just drew', () => {
    const store = createStore(appReducer());
    seedQueries(store.dispatch, { [KEY]: answer('Kept') }, { stale: true });
    expect(store.getState().queries[KEY]).toEqual({ status: 'success', data: answer('Kept'), stale: true });
    seedQueries(store.dispatch, { [KEY]: answer('Drawn') });
    expect(store.getState().queries[KEY]).toEqual({ status: 'success', data: answer('Drawn'), stale: false });
  });

  it("are shown at once, asked for again, and replaced by the server's answer", async () => {
    const { requests } = fakeApi({ 'GET /business/getBusinessDetails/': () => ({ status: 200, body: answer("Mama Put's") }) });
    renderScreen(<BusinessName />, { preloadedState: keptYesterday });
    expect(screen.getByRole('heading')).toHaveTextContent("Mama Put's (yesterday)");
    expect(await screen.findByRole('heading', { name: "Mama Put's" })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('stay on screen when the phone reaches no server, with no failure shown', async () => {
    const { requests } = fakeApi({
      'GET /business/getBusinessDetails/': () => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      },
    });
    const { store } = renderScreen(<BusinessName />, { preloadedState: keptYesterday });
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(store.getState().queries[KEY]?.stale).toBe(false));
    expect(screen.getByRole('heading')).toHaveTextContent("Mama Put's (yesterday)");
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('give way to the failure when the server itself refuses', async () => {
    fakeApi({ 'GET /business/getBusinessDetails/': () => ({ status: 404, body: { message: 'No such business' } }) });
    renderScreen(<BusinessName />, { preloadedState: keptYesterday });
    expect(await screen.findByText('No such business')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
