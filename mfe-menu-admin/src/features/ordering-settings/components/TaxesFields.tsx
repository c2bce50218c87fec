import { CheckboxField, TextInput } from '@troo/shared/kit';
import type { OrderingForm } from '../hooks/ordering-form';

type TaxesForm = Pick<
  OrderingForm,
  'vatEnabled' | 'vatPercent' | 'consumptionTaxEnabled' | 'consumptionTaxPercent' | 'taxesIncluded' | 'taxNumber'
>;

/**
 * The outlet's VAT and consumption tax, whether the menu prices include them, and the business's
 * tax number for receipts. Inclusive is the default: diners pay what the menu says.
 */
export function TaxesFields({ form, onChange }: { form: TaxesForm; onChange: (patch: Partial<TaxesForm>) => void }) {
  return (
    <>
      <CheckboxField label="Charge VAT" checked={form.vatEnabled} onChange={(event) => onChange({ vatEnabled: event.target.checked })} />
      {form.vatEnabled ? (
        <TextInput
          label="VAT rate (%)"
          inputMode="decimal"
          value={form.vatPercent}
          onChange={(event) => onChange({ vatPercent: event.target.value })}
        />
      ) : null}
      <CheckboxField
        label="Charge consumption tax"
        hint="Where the state levies one on food and drink (Lagos: 5 %)."
        checked={form.consumptionTaxEnabled}
        onChange={(event) => onChange({ consumptionTaxEnabled: event.target.checked })}
      />
      {form.consumptionTaxEnabled ? (
        <TextInput
          label="Consumption tax rate (%)"
          inputMode="decimal"
          value={form.consumptionTaxPercent}
          onChange={(event) => onChange({ consumptionTaxPercent: event.target.value })}
        />
      ) : null}
      <CheckboxField
        label="Menu prices include these taxes"
        hint={
          form.taxesIncluded
            ? 'Diners pay the menu price; receipts show the tax inside it.'
            : 'The taxes are added to the bill on top of the menu prices and the service fee.'
        }
        checked={form.taxesIncluded}
        onChange={(event) => onChange({ taxesIncluded: event.target.checked })}
      />
      <TextInput
        label="Tax number (TIN, optional)"
        value={form.taxNumber}
        maxLength={20}
        onChange={(event) => onChange({ taxNumber: event.target.value })}
      />
      <p className="troo-muted">
        Printed on receipts with your business&rsquo;s address. VAT and consumption tax are worked out on the food and the service fee.
      </p>
    </>
  );
}
