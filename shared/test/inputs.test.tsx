import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '../src';
import { emptyOtp, OtpInput, otpComplete, PasswordInput } from '../src/portal';

describe('input kit', () => {
  it('shows an error beneath a text input and marks it invalid', () => {
    render(
      <TextInput label="Business email" error="Please enter a valid email address" value="x" onChange={() => undefined} maxLength={20} />,
    );
    const input = screen.getByLabelText('Business email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('maxLength', '20');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('shows and hides a password', async () => {
    render(<PasswordInput label="Password" defaultValue="Secret123" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('keeps only digits in the six code boxes and moves along, paste included', async () => {
    function Harness() {
      const [code, setCode] = useState(emptyOtp());
      return (
        <>
          <OtpInput value={code} onChange={setCode} />
          <output>{otpComplete(code) ? `complete ${code.join('')}` : 'incomplete'}</output>
        </>
      );
    }
    render(<Harness />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    await userEvent.type(boxes[0]!, 'a1b2');
    expect(boxes[0]).toHaveValue('1');
    expect(boxes[1]).toHaveValue('2');
    expect(screen.getByText('incomplete')).toBeInTheDocument();
    await userEvent.click(boxes[0]!);
    await userEvent.paste('98-76 54');
    expect(screen.getByText('complete 987654')).toBeInTheDocument();
  });
});
