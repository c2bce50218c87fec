import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabPanel, Tabs } from '../../src/kit';

const ITEMS = [
  { id: 'order', label: 'Order', count: 3 },
  { id: 'ready', label: 'Ready' },
  { id: 'done', label: 'Done' },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof ITEMS)[number]['id']>('order');
  return (
    <>
      <Tabs id="kds" label="Orders" items={ITEMS} value={tab} onChange={setTab} />
      <TabPanel id="kds" value={tab}>
        {tab} orders
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('selects one tab and shows its panel, labelled by it', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Order 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Order 3' })).toHaveTextContent('order orders');

    await userEvent.click(screen.getByRole('tab', { name: 'Ready' }));
    expect(screen.getByRole('tab', { name: 'Ready' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Order 3' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Ready' })).toHaveTextContent('ready orders');
  });

  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Order 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Order 3' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Order 3' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
