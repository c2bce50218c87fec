import { render, screen } from '@testing-library/react';
import { resetRuntimeConfig } from '@troo/shared';
import { WidthGuard } from '../src/width-guard/WidthGuard';
import { leaveFor } from '../src/width-guard/leave-for';

jest.mock('../src/width-guard/leave-for', () => ({ leaveFor: jest.fn() }));
const replace = leaveFor as jest.Mock;

function setViewport(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: width <= Number(query.match(/\d+/)![0]),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function setExternalSite(url: string) {
  document.head.innerHTML = `<meta name="troo-config" content='${JSON.stringify({ apiBaseUrl: '/api', externalSiteUrl: url })}'>`;
  resetRuntimeConfig();
}

describe('width guard', () => {
  beforeAll(() => window.history.pushState({}, '', '/start-order?table=1'));
  beforeEach(() => replace.mockReset());

  it('shows the app on a phone-width screen (768 px included)', () => {
    setViewport(768);
    setExternalSite('');
    render(
      <WidthGuard>
        <p>the app</p>
      </WidthGuard>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('sends a wider screen to the external site when one is configured', () => {
    setViewport(769);
    setExternalSite('https://troo.example');
    render(
      <WidthGuard>
        <p>the app</p>
      </WidthGuard>,
    );
    expect(replace).toHaveBeenCalledWith('https://troo.example');
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('otherwise says to use a phone, with a QR code of this very page', () => {
    setViewport(1280);
    setExternalSite('');
    render(
      <WidthGuard>
        <p>the app</p>
      </WidthGuard>,
    );
    expect(screen.getByRole('heading', { name: 'Open Troo on your phone' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      `/api/qr.png?text=${encodeURIComponent('http://localhost/start-order?table=1')}`,
    );
    expect(replace).not.toHaveBeenCalled();
  });
});
