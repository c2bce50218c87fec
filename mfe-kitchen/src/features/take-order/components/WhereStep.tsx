import { useState, type FormEvent } from 'react';
import { useApiQuery } from '@troo/shared';
import { INVALID_PHONE, isPhoneNumber, TAKE_ORDER_PICKUP_DETAILS, type TakeOrderType } from '@troo/shared/contract';
import { Button, EmptyState, QueryState, TextInput } from '@troo/shared/kit';
import { areaLabel, areasOf, TYPE_LABELS, type OrderWhere } from '../hooks/order-place';
import { ChoiceButtons } from './ChoiceButtons';

interface WhereStepProps {
  outletId: string;
  onChoose: (where: OrderWhere) => void;
}

/** Where the order goes: a table (area, then table), a room, or pickup with the guest's name and phone. */
export function WhereStep({ outletId, onChoose }: WhereStepProps) {
  const [type, setType] = useState<TakeOrderType>('table');
  return (
    <section className="kt-take__step" aria-labelledby="take-where">
      <h2 id="take-where" className="kt-take__heading">
        Where is it for?
      </h2>
      <ChoiceButtons
        label="Order for"
        choices={(['table', 'room', 'pickup'] as const).map((value) => ({ value, text: TYPE_LABELS[value] }))}
        value={type}
        onChoose={setType}
      />
      {type === 'pickup' ? (
        <PickupGuest onChoose={onChoose} />
      ) : (
        <PlacePicker key={type} outletId={outletId} type={type} onChoose={onChoose} />
      )}
    </section>
  );
}

function PlacePicker({ outletId, type, onChoose }: WhereStepProps & { type: 'table' | 'room' }) {
  const query = useApiQuery('GET /asset/getBusinessAsset/', { query: { type, branch_id: outletId } });
  const [area, setArea] = useState<string | null>(null);
  const noun = TYPE_LABELS[type];
  return (
    <QueryState
      query={query}
      loadingText={`Loading the ${type}s…`}
      isEmpty={(answer) => answer.data.length === 0}
      empty={<EmptyState title={`This outlet has no ${type}s yet`} />}
    >
      {(answer) => {
        const areas = areasOf(answer.data);
        const chosen = areas.length === 1 ? areas[0]! : (areas.find((one) => one.group === area) ?? null);
        return (
          <>
            {areas.length > 1 ? (
              <ChoiceButtons
                label="Area"
                choices={areas.map((one) => ({ value: one.group, text: areaLabel(one.group) }))}
                value={chosen?.group ?? null}
                onChoose={setArea}
              />
            ) : null}
            {chosen ? (
              <ChoiceButtons
                label={`${noun} in ${areaLabel(chosen.group)}`}
                choices={chosen.numbers.map((number) => ({ value: number, text: `${noun} ${number}` }))}
                value={null}
                onChoose={(number) => onChoose({ type, group: chosen.group, number })}
              />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}

function PickupGuest({ onChoose }: Pick<WhereStepProps, 'onChoose'>) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !phone.trim()) return setError(TAKE_ORDER_PICKUP_DETAILS);
    if (!isPhoneNumber(phone)) return setError(INVALID_PHONE);
    onChoose({ type: 'pickup', name: name.trim(), phone: phone.trim() });
  };
  return (
    <form className="kt-take__pickup" onSubmit={submit} noValidate>
      <TextInput label="Guest's name" value={name} maxLength={80} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      <TextInput
        label="Phone number"
        type="tel"
        value={phone}
        maxLength={30}
        autoComplete="off"
        onChange={(event) => setPhone(event.target.value)}
      />
      {error ? (
        <p className="troo-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit">Continue</Button>
    </form>
  );
}
