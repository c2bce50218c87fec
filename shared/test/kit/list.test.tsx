import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { KeyRoundIcon, List, ListRow, StatusChip, StoreIcon } from '../../src/kit';

describe('List and ListRow', () => {
  it('groups rows under a titled section: links, actions and rows that are not usable yet', async () => {
    const onClick = jest.fn();
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <List title="Account">
          <ListRow icon={StoreIcon} title="Outlets" description="Where you sell" to="/outlets" />
          <ListRow icon={KeyRoundIcon} title="Reset Password" disabled trailing={<StatusChip>Coming soon</StatusChip>} />
          <ListRow title="Log out everywhere" onClick={onClick} />
          <ListRow title="Plain" />
        </List>
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Account' });
    const list = within(section).getByRole('list', { name: 'Account' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    expect(screen.getByRole('link', { name: /Outlets/ })).toHaveAttribute('href', '/outlets');
    expect(screen.getByRole('link', { name: /Outlets/ })).toHaveTextContent('Where you sell');
    const soon = screen.getByRole('button', { name: /Reset Password/ });
    expect(soon).toBeDisabled();
    expect(soon).toHaveTextContent('Coming soon');
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.getByText('Plain').closest('a, button')).toBeNull();
    // Icons are decorative: the row's text names it.
    section.querySelectorAll('svg').forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });

  it('names an untitled list by its label', () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <List label="Outlets">
          <ListRow title="Ikeja" />
        </List>
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Outlets' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
