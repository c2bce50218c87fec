import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterErrorFallback } from '../src/errors/RouterErrorFallback';
import { isChunkLoadError } from '../src/errors/chunk-load-error';
import { reloadPage } from '../src/errors/reload-page';

// jsdom's location.reload cannot be spied on: the button's reload is stood in for here.
jest.mock('../src/errors/reload-page', () => ({ reloadPage: jest.fn() }));

/** A chunk the page can no longer fetch (the shell was replaced while it was open), as rspack reports it. */
function chunkLoadError() {
  const error = new Error('Loading chunk 636 failed.\n(error: https://troo.test/remotes/shell/0.1.0-old/assets/636.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const StaleChunk = lazy(() => Promise.reject<{ default: ComponentType }>(chunkLoadError()));

function Broken(): never {
  throw new Error('The menu could not be drawn');
}

const open = (element: ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element, errorElement: <RouterErrorFallback /> }])} />);

describe('router error fallback', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(reloadPage).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers a reload, in plain words, when a chunk of the page fails to load', async () => {
    open(
      <Suspense fallback={null}>
        <StaleChunk />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Troo has been updated' })).toBeInTheDocument();
    expect(screen.getByText('Reload to continue.')).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk|636/)).not.toBeInTheDocument();
    expect(document.querySelector('pre')).toBeNull();
    // Still logged for whoever debugs it; React and the router log it in a shape that depends on timing.
    expect(consoleError.mock.calls.flat()).toContainEqual(expect.objectContaining({ name: 'ChunkLoadError' }));

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong, without the message or its stack, for any other error', async () => {
    open(<Broken />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be drawn/)).not.toBeInTheDocument();
    expect(screen.queryByText(/at Broken/)).not.toBeInTheDocument();
    expect(document.querySelector('pre')).toBeNull();
    expect(consoleError.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'The menu could not be drawn' }));

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Loading chunk 636 failed.', true],
    ['Loading CSS chunk 12 failed.\n(https://troo.test/12.css)', true],
    ['Failed to fetch dynamically imported module: https://troo.test/assets/636.js', true],
    ['error loading dynamically imported module: https://troo.test/assets/636.js', true],
    ['Importing a module script failed.', true],
    ['The menu could not be drawn', false],
  ])('tells a chunk load failure by its message: %j', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });

  it('tells a chunk load failure by its name, and nothing else by the lack of one', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
