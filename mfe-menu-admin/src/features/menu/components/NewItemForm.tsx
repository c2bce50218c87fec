import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage, toast, useAction } from '@troo/shared';
import { MENU_ADDED, formatNaira } from '@troo/shared/contract';
import { FieldError, FilePicker, FormActions, TextInput, imageDataUrl } from '@troo/shared/kit';
import { emptyItem, itemProblem, type DraftItem, type ItemProblem } from '../hooks/new-item-form';
import { NewItemModifiers } from './NewItemModifiers';

interface NewItemFormProps {
  /** What comes before the item's own fields: where it goes (the sheet's group, the first dish's category and group). */
  place: ReactNode;
  /** The group's one price for all its items, which the item takes (then no price is asked); null asks one. */
  groupPrice: number | null;
  /** Offers modifier groups; the first dish leaves them out to stay short. */
  withModifiers?: boolean;
  /** The place's own problem (a missing category or group), checked before the item's; null when none. */
  placeProblem?: () => string | null;
  /** Sends the checked item (POST /menu/addMenuItem); a refusal's message shows in the form. */
  send: (item: DraftItem) => Promise<unknown>;
  onAdded: () => void;
  /** The sheet's way out; without it the form ends with Save alone. */
  onCancel?: () => void;
}

/**
 * A new item: name, price, description and picture, with its modifier groups and their options
 * inline when offered, checked with the spec's messages and saved by one call, or nothing. The
 * add-item sheet and the first-dish card both draw it, so the two cannot drift apart.
 */
export function NewItemForm({ place, groupPrice, withModifiers = false, placeProblem, send, onAdded, onCancel }: NewItemFormProps) {
  const errorId = useId();
  const [item, setItem] = useState<DraftItem>(emptyItem);
  const [problem, setProblem] = useState<ItemProblem | null>(null);
  const setError = (message: string | null) => setProblem(message === null ? null : { message });
  const error = problem && !problem.field ? problem.message : null;
  const fieldError = (field: ItemProblem['field']) => (problem && problem.field === field ? problem.message : undefined);
  const { busy, run } = useAction();
  const change = (values: Partial<DraftItem>) => setItem((current) => ({ ...current, ...values }));
  const unreadable = () => setError('The file could not be read.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const inPlace = placeProblem?.() ?? null;
    if (inPlace) return setError(inPlace);
    const inItem = itemProblem(item, groupPrice === null);
    if (inItem) return setProblem(inItem);
    setProblem(null);
    await run(
      async () => {
        await send(item);
        toast(MENU_ADDED, 'success');
        onAdded();
      },
      { onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
      {place}
      <TextInput
        label="Name"
        value={item.name}
        maxLength={80}
        autoComplete="off"
        error={fieldError('name')}
        onChange={(event) => change({ name: event.target.value })}
      />
      {groupPrice === null ? (
        <TextInput
          label="Price (₦)"
          value={item.price}
          inputMode="decimal"
          autoComplete="off"
          error={fieldError('price')}
          onChange={(event) => change({ price: event.target.value })}
        />
      ) : (
        <p className="ma-menu__under">Price: {formatNaira(groupPrice)} (the group's price)</p>
      )}
      <TextInput
        label="Description"
        value={item.description}
        maxLength={300}
        error={fieldError('description')}
        onChange={(event) => change({ description: event.target.value })}
      />
      <FilePicker
        label="Image (optional)"
        prompt="Choose a picture"
        hint="PNG, JPEG or WebP, up to 2 MB."
        preview={item.image}
        onPick={(file) => void imageDataUrl(file).then((image) => change({ image }), unreadable)}
        onReject={() => change({ image: null })}
      />
      {withModifiers ? (
        <NewItemModifiers
          groups={item.modifierGroups}
          onChange={(update) => setItem((current) => ({ ...current, modifierGroups: update(current.modifierGroups) }))}
          onUnreadable={unreadable}
        />
      ) : null}
      <FieldError id={errorId} message={error} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
