import { SelectField } from '@troo/shared';
import { memo } from 'react';
import { useCountryNames } from '../hooks/use-country-names';

/**
 * Country choices from the countries-list dataset; until it arrives, only the current value.
 * Memoised: 250 options need not re-render on every keystroke in the other fields.
 */
export const CountrySelect = memo(function CountrySelect({ value, onChange }: { value: string; onChange: (country: string) => void }) {
  const countries = useCountryNames();
  const options = countries ?? (value ? [value] : []);
  return (
    <SelectField
      label="Country"
      options={options}
      placeholder={value ? undefined : 'Choose a country'}
      value={value}
      required
      aria-busy={countries ? undefined : true}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});
