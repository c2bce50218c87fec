import { act, render, screen } from '@testing-library/react';
import { createStore } from 'redux';
import { persistReducer, persistStore } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { RehydratedGate } from '../src/app/RehydratedGate';

/** A storage whose read answers only when the test says, as a slow phone's would. */
function slowStorage(stored: Record<string, string>) {
  let answer: () => void = () => undefined;
  const storage: Storage = {
    getItem: (key: string) =>
      new Promise<string | null>((resolve) => {
        answer = () => resolve(stored[key] ?? null);
      }),
    setItem: () => Promise.resolve(),
    removeItem: () => Promise.resolve(),
  };
  return { storage, answer: () => answer() };
}

const reducer = (state: { name: string } = { name: 'nobody' }) => state;

describe('RehydratedGate', () => {
  it('shows nothing until the stored state is read back, then the app with that state', async () => {
    const { storage, answer } = slowStorage({ 'persist:root': JSON.stringify({ name: JSON.stringify('Ada'), _persist: '{}' }) });
    const store = createStore(persistReducer({ key: 'root', storage }, reducer));
    const persistor = persistStore(store);
    const App = () => <p>Hello, {store.getState().name}</p>;

    render(
      <RehydratedGate persistor={persistor}>
        <App />
      </RehydratedGate>,
    );
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();

    await act(async () => answer());
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('shows the app at once when the store was read back before it mounts', async () => {
    const { storage, answer } = slowStorage({});
    const persistor = persistStore(createStore(persistReducer({ key: 'root', storage }, reducer)));
    await act(async () => answer());

    render(
      <RehydratedGate persistor={persistor}>
        <p>Ready</p>
      </RehydratedGate>,
    );
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });
});
