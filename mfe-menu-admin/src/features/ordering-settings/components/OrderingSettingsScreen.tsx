import { useId, type FormEvent } from 'react';
import { paths, QueryState } from '@troo/shared';
import { foodReadyMessage, PREP_AUTO_RAISE_HINT, type OrderingStatus } from '@troo/shared/contract';
import { Button, Card, CheckboxField, FieldError, StaffPage, TextInput } from '@troo/shared/kit';
import { useOrderingSettings } from '../hooks/use-ordering-settings';
import { OpeningHoursFields } from './OpeningHoursFields';
import { PaymentMethodsFields } from './PaymentMethodsFields';
import { PickupLocationsField } from './PickupLocationsField';
import { TaxesFields } from './TaxesFields';
import './ordering-settings.css';
import { NextStep, useWorkingOutlet } from '@troo/shared/portal';

const statusText = (ordering: OrderingStatus) =>
  ordering.accepting
    ? 'Taking orders now.'
    : ordering.reason === 'paused'
      ? 'Paused: not taking orders.'
      : 'Closed now: outside the opening hours.';

/** Ordering settings of the working outlet: pause, service fee, taxes, delivery, payment, pickup, texts and opening hours; one Save. */
export function OrderingSettingsScreen() {
  const outlet = useWorkingOutlet();
  const errorId = useId();
  const { query, form, change, save, busy, error } = useOrderingSettings(outlet?.id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <StaffPage title="Ordering settings" back={{ to: paths.settings, label: 'Settings' }} intro={outlet ? `Outlet: ${outlet.name}` : null}>
      <QueryState query={query} loadingText="Loading ordering settings…">
        {({ data }) =>
          form ? (
            <form onSubmit={submit} noValidate className="troo-stack">
              <Card title="Taking orders">
                <p className="ma-ordering__status" role="status">
                  {statusText(data.ordering)}
                </p>
                <CheckboxField
                  role="switch"
                  label="Pause ordering"
                  hint="Diners see that the outlet is not taking orders right now, and cannot start an order."
                  checked={form.paused}
                  onChange={(event) => change({ paused: event.target.checked })}
                />
              </Card>
              <Card title="Food ready time">
                <div className="ma-ordering__prep">
                  <TextInput
                    label="From (minutes)"
                    inputMode="numeric"
                    value={form.prepFrom}
                    onChange={(event) => change({ prepFrom: event.target.value })}
                  />
                  <TextInput
                    label="To (minutes)"
                    inputMode="numeric"
                    value={form.prepTo}
                    onChange={(event) => change({ prepTo: event.target.value })}
                  />
                </div>
                <p className="troo-muted">
                  Table QR codes say &ldquo;{foodReadyMessage(form.prepFrom || '…', form.prepTo || '…')}&rdquo;. Raise it on a busy night.
                </p>
                <CheckboxField
                  label="Raise it while orders wait"
                  hint={PREP_AUTO_RAISE_HINT}
                  checked={form.prepAutoRaise}
                  onChange={(event) => change({ prepAutoRaise: event.target.checked })}
                />
              </Card>
              <Card title="Service fee">
                <TextInput
                  label="Service fee (%)"
                  inputMode="decimal"
                  value={form.serviceFee}
                  onChange={(event) => change({ serviceFee: event.target.value })}
                />
                <p className="troo-muted">0 to 20% of the menu total, for every outlet of the business.</p>
              </Card>
              <Card title="Taxes">
                <TaxesFields form={form} onChange={change} />
              </Card>
              <Card title="Delivery">
                <CheckboxField
                  label="Deliver orders"
                  checked={form.deliveryEnabled}
                  onChange={(event) => change({ deliveryEnabled: event.target.checked })}
                />
                {form.deliveryEnabled ? (
                  <>
                    <TextInput
                      label="Delivery fee (₦)"
                      inputMode="decimal"
                      value={form.deliveryFee}
                      onChange={(event) => change({ deliveryFee: event.target.value })}
                    />
                    <TextInput
                      label="State you deliver in"
                      value={form.deliveryState}
                      maxLength={80}
                      onChange={(event) => change({ deliveryState: event.target.value })}
                    />
                    <TextInput
                      label="Delivery support link (optional)"
                      type="url"
                      value={form.supportLink}
                      maxLength={300}
                      onChange={(event) => change({ supportLink: event.target.value })}
                    />
                  </>
                ) : null}
                <CheckboxField
                  label="Diners may schedule an order for later"
                  checked={form.canSchedule}
                  onChange={(event) => change({ canSchedule: event.target.checked })}
                />
              </Card>
              <Card title="Payment">
                <PaymentMethodsFields
                  methods={form.paymentMethods}
                  payLater={form.dinerPayLater}
                  roomChargeAvailable={data.room_charge_available}
                  onMethodsChange={(paymentMethods) => change({ paymentMethods })}
                  onPayLaterChange={(dinerPayLater) => change({ dinerPayLater })}
                />
              </Card>
              <Card title="Pickup locations">
                <PickupLocationsField locations={form.pickupLocations} onChange={(pickupLocations) => change({ pickupLocations })} />
              </Card>
              <Card title="What diners read">
                <TextInput
                  label="Ordering description"
                  value={form.description}
                  maxLength={500}
                  onChange={(event) => change({ description: event.target.value })}
                />
                <TextInput
                  label="Ordering instruction"
                  value={form.instruction}
                  maxLength={500}
                  onChange={(event) => change({ instruction: event.target.value })}
                />
              </Card>
              <Card title="Opening hours">
                <OpeningHoursFields
                  limitHours={form.limitHours}
                  days={form.days}
                  onLimitChange={(limitHours) => change({ limitHours })}
                  onDaysChange={(days) => change({ days })}
                />
              </Card>
              <FieldError id={errorId} message={error} />
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </form>
          ) : null
        }
      </QueryState>
      <NextStep after="ordering" />
    </StaffPage>
  );
}
