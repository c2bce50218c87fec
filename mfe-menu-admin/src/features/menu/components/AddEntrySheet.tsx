import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, toast, useAction } from '@troo/shared';
import {
  MENU_ADDED,
  MENU_CATEGORY_REQUIRED,
  MENU_GROUP_REQUIRED,
  MODIFIER_FIELDS_REQUIRED,
  MODIFIER_GROUP_REQUIRED,
  PRICE_INVALID,
  nairaToKobo,
  type MenuGroup,
} from '@troo/shared/contract';
import { CheckboxField, FieldError, FilePicker, Sheet, TextInput, imageDataUrl, FormActions } from '@troo/shared/kit';
import { addCategory, addGroup, addModifier, addModifierGroup } from '../api/menu';

/** Which of the five add panels is open, and under what (an item's is AddItemSheet). */
export type AddPanel =
  | { kind: 'category' }
  | { kind: 'group'; category: string }
  | { kind: 'item'; group: MenuGroup }
  | { kind: 'modifierGroup'; item: string }
  | { kind: 'modifier'; item: string; modifierGroup: string };
/** The panels this sheet draws: every level but the item, whose sheet adds its modifier groups too. */
export type EntryPanel = Exclude<AddPanel, { kind: 'item' }>;

const TITLES: Record<EntryPanel['kind'], string> = {
  category: 'Add Menu Category',
  group: 'Add Menu Group',
  modifierGroup: 'Add Modifier Group',
  modifier: 'Add Modifier',
};

/** The spec's message for a panel whose required fields are not all filled. */
const MISSING: Record<EntryPanel['kind'], string> = {
  category: MENU_CATEGORY_REQUIRED,
  group: MENU_GROUP_REQUIRED,
  modifierGroup: MODIFIER_GROUP_REQUIRED,
  modifier: MODIFIER_FIELDS_REQUIRED,
};

interface AddEntrySheetProps {
  panel: EntryPanel;
  branchId: string;
  onAdded: () => void;
  onClose: () => void;
}

/** The add panels of the menu hierarchy: each asks only for what its level has. */
export function AddEntrySheet({ panel, branchId, onAdded, onClose }: AddEntrySheetProps) {
  const errorId = useId();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [oneprice, setOnePrice] = useState(false);
  const [complimentary, setComplimentary] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const { kind } = panel;
  const asksPrice = kind === 'modifier' || (kind === 'group' && oneprice);
  const asksImage = kind === 'category' || kind === 'modifier';
  // A modifier without a price is free, and its picture is optional (departures from the spec, docs/product.md).
  const needsPrice = kind === 'group' && oneprice;

  const send = () => {
    const trimmed = name.trim();
    switch (panel.kind) {
      case 'category':
        return addCategory({ menu_category_name: trimmed, branch_id: branchId, ...(image ? { image } : {}) });
      case 'group':
        return addGroup({
          category_name: panel.category,
          group_name: trimmed,
          branch_id: branchId,
          price_to_all_items: oneprice,
          ...(oneprice ? { price: price.trim() } : {}),
        });
      case 'modifierGroup':
        return addModifierGroup({
          modifier_group_name: trimmed,
          attach_to: 'item',
          menu_item_name: panel.item,
          branch_id: branchId,
          is_complimentary: complimentary,
        });
      case 'modifier':
        return addModifier({
          branch_id: branchId,
          attach_to: 'modifier_group',
          modifier_name: trimmed,
          modifier_group_name: panel.modifierGroup,
          menu_item_name: panel.item,
          price: price.trim() || '0',
          ...(image ? { image } : {}),
        });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || (needsPrice && !price.trim())) return setError(MISSING[kind]);
    if (asksPrice && price.trim() && nairaToKobo(price) === null) return setError(PRICE_INVALID);
    await run(
      async () => {
        await send();
        toast(MENU_ADDED, 'success');
        onAdded();
        onClose();
      },
      { onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  const under =
    panel.kind === 'group'
      ? `In ${panel.category}`
      : panel.kind === 'modifierGroup'
        ? `For ${panel.item}`
        : panel.kind === 'modifier'
          ? `In ${panel.modifierGroup} (${panel.item})`
          : null;

  return (
    <Sheet open title={TITLES[kind]} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
        {under ? <p className="ma-menu__under">{under}</p> : null}
        <TextInput label="Name" value={name} maxLength={80} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        {kind === 'group' ? (
          <CheckboxField
            label="One price for all items"
            hint="Every item of this group costs the same."
            checked={oneprice}
            onChange={(event) => setOnePrice(event.target.checked)}
          />
        ) : null}
        {kind === 'modifierGroup' ? (
          <CheckboxField
            label="Complimentary"
            hint="Its choices come free with the item."
            checked={complimentary}
            onChange={(event) => setComplimentary(event.target.checked)}
          />
        ) : null}
        {asksPrice ? (
          <TextInput
            label="Price (₦)"
            value={price}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setPrice(event.target.value)}
          />
        ) : null}
        {kind === 'modifier' ? <p className="ma-menu__under">Without a price, the modifier is free.</p> : null}
        {asksImage ? (
          <FilePicker
            label="Image (optional)"
            prompt="Choose a picture"
            hint="PNG, JPEG or WebP, up to 2 MB."
            preview={image}
            onPick={(file) => void imageDataUrl(file).then(setImage, () => setError('The file could not be read.'))}
            onReject={() => setImage(null)}
          />
        ) : null}
        <FieldError id={errorId} message={error} />
        <FormActions busy={busy} onCancel={onClose} />
      </form>
    </Sheet>
  );
}
