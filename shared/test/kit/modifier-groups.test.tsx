import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectedOption } from '../../src';
import type { ModifierGroupChoices } from '../../src/contract';
import { firstRuleProblem, ModifierGroups, onlyOptionOf, ruleUnmeetable, sameOption, toggledOption, unitPrice } from '../../src/kit';

// One copy of an item's choices for the diner's item screen and the waiter's Take order screen.

const protein: ModifierGroupChoices = {
  modifier_group_name: 'Protein',
  min_choices: 1,
  max_choices: 1,
  modifiers: [
    { _id: 'p1', modifier_name: 'Chicken', modifier_price: 1500, modifier_image: null, sold_out: false },
    { _id: 'p2', modifier_name: 'Beef', modifier_price: 1200, modifier_image: null, sold_out: true },
    { _id: 'p3', modifier_name: 'Goat meat', modifier_price: 1800, modifier_image: null, sold_out: false },
  ],
};
const extras: ModifierGroupChoices = {
  modifier_group_name: 'Extras',
  min_choices: 0,
  max_choices: 2,
  modifiers: [
    { _id: 'e1', modifier_name: 'Plantain', modifier_price: 500, modifier_image: null },
    { _id: 'e2', modifier_name: 'Egg', modifier_price: 300, modifier_image: null },
    { _id: 'e3', modifier_name: 'Moi moi', modifier_price: 700, modifier_image: null },
  ],
};

function Harness() {
  const [picked, setPicked] = useState<SelectedOption[]>([]);
  const isTicked = (option: SelectedOption) => picked.some((one) => sameOption(one, option));
  return (
    <>
      <ModifierGroups
        groups={[protein, extras]}
        isTicked={isTicked}
        onToggle={(option) => setPicked((current) => toggledOption(current, option))}
        onChooseOnly={(option, group) => setPicked((current) => onlyOptionOf(current, option, group))}
      />
      <p>{firstRuleProblem([protein, extras], isTicked) ?? 'ready'}</p>
      <p>each {unitPrice(2500, picked)}</p>
    </>
  );
}

describe('ModifierGroups and the option rules', () => {
  it('draws a choose-1 group as radios with its rule, sold-out options disabled, and stops boxes at the most', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Protein Required · Choose 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Beef Sold out' })).toBeDisabled();
    expect(screen.getByText('Choose 1 for Protein')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Chicken ₦1,500.00' }));
    await user.click(screen.getByRole('radio', { name: 'Goat meat ₦1,800.00' }));
    expect(screen.getByRole('radio', { name: 'Chicken ₦1,500.00' })).not.toBeChecked();
    expect(screen.getByText('ready')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Plantain ₦500.00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Egg ₦300.00' }));
    expect(screen.getByRole('checkbox', { name: 'Moi moi ₦700.00' })).toBeDisabled();
    expect(screen.getByText('each 5100')).toBeInTheDocument();
  });

  it('knows a dish whose required group has sold out cannot be had', () => {
    const gone = { ...protein, modifiers: protein.modifiers.map((one) => ({ ...one, sold_out: true })) };
    expect(ruleUnmeetable([gone, extras])).toBe(true);
    expect(ruleUnmeetable([protein, extras])).toBe(false);
  });
});
