import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, toast, useAction } from '@troo/shared';
import { MENU_EDITED, PRICE_INVALID, nairaToKobo, type MenuGroup } from '@troo/shared/contract';
import { CheckboxField, FieldError, Sheet, TextInput, FormActions } from '@troo/shared/kit';
import { editGroup } from '../api/menu';

interface GroupPriceSheetProps {
  group: MenuGroup;
  onSaved: () => void;
  /** Keep it stable (useCallback): the sheet refocuses its first field when it changes. */
  onClose: () => void;
}

/** One price for every item of a group: saved on the group and on each of its items at once. */
export function GroupPriceSheet({ group, onSaved, onClose }: GroupPriceSheetProps) {
  const errorId = useId();
  const [toAll, setToAll] = useState(group.price_to_all_items);
  const [price, setPrice] = useState(group.price === null ? '' : String(group.price));
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (toAll && nairaToKobo(price) === null) return setError(PRICE_INVALID);
    await run(
      async () => {
        await editGroup({ group_id: group._id, price_to_all_items: toAll, ...(toAll ? { price: price.trim() } : {}) });
        toast(MENU_EDITED, 'success');
        onSaved();
        onClose();
      },
      { onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  return (
    <Sheet open title={`Price of ${group.name}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <CheckboxField
          label="One price for all items"
          hint="Every item of the group takes this price now, and new items get it too."
          checked={toAll}
          onChange={(event) => setToAll(event.target.checked)}
        />
        {toAll ? (
          <TextInput label="Price (₦)" value={price} inputMode="decimal" onChange={(event) => setPrice(event.target.value)} />
        ) : null}
        <FieldError id={errorId} message={error} />
        <FormActions busy={busy} onCancel={onClose} />
      </form>
    </Sheet>
  );
}
