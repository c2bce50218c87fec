import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterErrorFallback } from '../src/errors/RouterErrorFallback';

function Broken(): never {
  throw new Error('The menu could not be drawn');
}

describe('router error fallback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the heading, the error message and its stack', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouterErrorFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The menu could not be drawn' })).toBeInTheDocument();
    expect(screen.getByText(/at Broken/)).toBeInTheDocument();
  });
});
