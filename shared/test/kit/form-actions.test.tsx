import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions } from '../../src/kit';

describe('FormActions', () => {
  it('submits the form, offers other actions before Cancel, and cancels without submitting', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const cancelled = jest.fn();
    render(
      <form onSubmit={submitted}>
        <FormActions submitLabel="Yes, remove outlet" busy={false} onCancel={cancelled}>
          <button type="button">Remove item</button>
        </FormActions>
      </form>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Yes, remove outlet', 'Remove item', 'Cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove outlet' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('says Save by default and holds the submit while busy', () => {
    render(<FormActions busy onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('offers no Cancel to a form with nowhere to go back to', () => {
    render(<FormActions busy={false} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save']);
  });
});
