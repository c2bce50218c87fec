import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, TextInput } from '../../src/kit';

function Harness({ onConfirm }: { onConfirm: (reason: string) => void }) {
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState('');
  return (
    <>
      <ConfirmDialog
        open={open}
        title="Remove menu"
        message="Are you sure you want to remove this menu?"
        confirmLabel="Yes, remove"
        tone="danger"
        onConfirm={() => onConfirm(reason)}
        onCancel={() => setOpen(false)}
      >
        <TextInput label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
      </ConfirmDialog>
      <p>{open ? 'open' : 'closed'}</p>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with Cancel focused first, so a stray Enter removes nothing', () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Remove menu' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove this menu?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with its fields, by the button or Enter in a field', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.type(screen.getByLabelText('Reason'), 'Closed{Enter}');
    expect(onConfirm).toHaveBeenLastCalledWith('Closed');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancels by the button and by Escape', async () => {
    render(<Harness onConfirm={jest.fn()} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('ignores the confirmation while busy', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmDialog open title="Remove" message="Sure?" confirmLabel="Remove" busy onConfirm={onConfirm} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
