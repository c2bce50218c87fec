import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessSlice, type RootState } from '@troo/shared';
import { collectToasts, fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Themes from '../src/exposes/themes';

const URL = '/demo/choose-color/troo-portal';

function withColour(colour: string, role: 'admin' | 'employee' = 'admin'): Partial<RootState> {
  return signedIn(role, { business: { ...businessSlice.initialState, colour_scheme: colour } });
}

const swatch = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  toasts = collectToasts();
});
afterEach(() => toasts.stop());

describe('Themes', () => {
  it('shows the five colours, ticking the business colour', () => {
    fakeApi({});
    renderScreen(<Themes />, { url: URL, preloadedState: withColour('#097F7C') });

    expect(screen.getByRole('heading', { level: 1, name: 'Themes' })).toBeInTheDocument();
    for (const name of ['Blue', 'Black', 'Green', 'Purple', 'Red']) expect(swatch(name)).toBeInTheDocument();
    expect(swatch('Green')).toHaveAttribute('aria-pressed', 'true');
    expect(swatch('Green')).toHaveTextContent('✓');
    expect(swatch('Red')).toHaveAttribute('aria-pressed', 'false');
    expect(swatch('Red')).not.toHaveTextContent('✓');
  });

  it('shows each colour on its light background shade', () => {
    fakeApi({});
    const { container } = renderScreen(<Themes />, { url: URL, preloadedState: withColour('#5955B3') });

    expect(swatch('Blue').style.getPropertyValue('--ma-swatch-light')).toBe('#E8ECF7');
    expect(swatch('Red').style.getPropertyValue('--ma-swatch-light')).toBe('#FFEBEB');
    // The area behind the swatches takes the selected colour's shade (Purple).
    const surround = container.querySelector<HTMLElement>('.ma-themes')!;
    expect(surround.style.getPropertyValue('--ma-themes-light')).toBe('#EDECF7');
  });

  it('saves a tapped colour at once, re-themes the store and toasts the server message', async () => {
    const { requests } = fakeApi({
      'POST /updateBusinessColourScheme': () => ({
        status: 200,
        body: { message: 'Colour scheme updated successfully', data: { colour_scheme: '#3450B0' } },
      }),
    });
    const { store } = renderScreen(<Themes />, { url: URL, preloadedState: withColour('#FF0000') });

    await userEvent.click(swatch('Blue'));

    await waitFor(() => expect(store.getState().business.colour_scheme).toBe('#3450B0'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/updateBusinessColourScheme', body: { colour_scheme: '#3450B0' } });
    expect(requests[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(toasts.toasts).toContainEqual({ message: 'Colour scheme updated successfully', variant: 'success' });
    expect(swatch('Blue')).toHaveAttribute('aria-pressed', 'true');
    expect(swatch('Red')).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores further taps while a save runs', async () => {
    let answer!: () => void;
    const { requests } = fakeApi({
      'POST /updateBusinessColourScheme': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ status: 200, body: { message: 'Colour scheme updated successfully', data: { colour_scheme: '#3450B0' } } });
        }),
    });
    const { store } = renderScreen(<Themes />, { url: URL, preloadedState: withColour('#FF0000') });

    await userEvent.click(swatch('Blue'));
    expect(swatch('Blue')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving Blue');
    expect(swatch('Purple')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(swatch('Purple'));
    await userEvent.click(swatch('Black'));
    expect(requests).toHaveLength(1);
    expect(swatch('Purple')).toHaveAttribute('aria-pressed', 'false');

    answer();
    await waitFor(() => expect(store.getState().business.colour_scheme).toBe('#3450B0'));
    expect(requests).toHaveLength(1);

    // Once saved, taps work again.
    await userEvent.click(swatch('Purple'));
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual({ colour_scheme: '#5955B3' });
  });

  it('returns to the saved colour when the save fails, with the error toasted', async () => {
    const { requests } = fakeApi({
      'POST /updateBusinessColourScheme': () => ({ status: 500, body: { message: 'An unexpected error occurred.' } }),
    });
    const { store } = renderScreen(<Themes />, { url: URL, preloadedState: withColour('#097F7C') });

    await userEvent.click(swatch('Red'));

    await waitFor(() => expect(swatch('Green')).toHaveAttribute('aria-pressed', 'true'));
    expect(swatch('Red')).toHaveAttribute('aria-pressed', 'false');
    expect(requests).toHaveLength(1);
    expect(store.getState().business.colour_scheme).toBe('#097F7C');
    expect(toasts.toasts).toEqual([{ message: 'An unexpected error occurred.', variant: 'error' }]);
  });

  it('sends nothing when the saved colour is tapped again', async () => {
    const { requests } = fakeApi({});
    renderScreen(<Themes />, { url: URL, preloadedState: withColour('#000000') });

    await userEvent.click(swatch('Black'));
    expect(requests).toHaveLength(0);
  });

  it('lets an employee see the colours but not change them', async () => {
    const { requests } = fakeApi({});
    renderScreen(<Themes />, { url: URL, preloadedState: withColour('#FF0000', 'employee') });

    expect(screen.getByText('Only an admin can change the colour.')).toBeInTheDocument();
    expect(swatch('Blue')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(swatch('Blue'));
    expect(requests).toHaveLength(0);
    expect(swatch('Red')).toHaveAttribute('aria-pressed', 'true');
  });
});
