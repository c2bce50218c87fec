import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePicker } from '../../src/kit';

function Harness({ onPick = jest.fn(), onReject = jest.fn() }: { onPick?: (file: File) => void; onReject?: () => void }) {
  const [preview, setPreview] = useState('');
  return (
    <FilePicker
      label="Business logo"
      prompt="Choose a logo"
      preview={preview}
      previewAlt="Chosen logo"
      onPick={(file) => {
        onPick(file);
        setPreview(`blob:${file.name}`);
      }}
      onReject={() => {
        onReject();
        setPreview('');
      }}
    />
  );
}

const png = (bytes: number, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('FilePicker', () => {
  it('is a file input named by its label, accepting images, with the size rule as its description', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Business logo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(input).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 2 MB.');
    expect(screen.getByText('Choose a logo')).toBeInTheDocument();
  });

  it('takes an image up to 2 MB and shows its preview and name', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.upload(screen.getByLabelText('Business logo'), png(2 * 1024 * 1024));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' }));
    expect(screen.getByRole('img', { name: 'Chosen logo' })).toHaveAttribute('src', 'blob:logo.png');
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses a file over 2 MB with the spec's message and drops the earlier preview", async () => {
    const onReject = jest.fn();
    render(<Harness onReject={onReject} />);
    const input = screen.getByLabelText('Business logo');
    await userEvent.upload(input, png(1000));
    await userEvent.upload(input, png(2 * 1024 * 1024 + 1, 'big.png'));
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 2MB. Please upload a smaller file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img', { name: 'Chosen logo' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    const pdf = new File(['%PDF'], 'cac.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Business logo'), pdf);
    expect(screen.getByRole('alert')).toHaveTextContent('The file must be a PNG, JPEG or WebP image.');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('shows an error from outside', () => {
    render(<FilePicker label="Menu picture" onPick={jest.fn()} error="The server refused the picture" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server refused the picture');
  });

  it('compact: the same field, labelled and checked alike, as a short row for a list of pictures', async () => {
    const onPick = jest.fn();
    const { container } = render(<FilePicker compact label="Picture (optional)" onPick={onPick} />);
    expect(container.firstChild).toHaveClass('troo-file--compact');
    await userEvent.upload(screen.getByLabelText('Picture (optional)'), png(10));
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
