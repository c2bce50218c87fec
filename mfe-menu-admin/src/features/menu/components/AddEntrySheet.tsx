import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, toast, useAction } from '@troo/shared';
import {
  MENU_ADDED,
  MENU_CATEGORY_REQUIRED,
  MENU_GROUP_REQUIRED,
  MENU_ITEM_REQUIRED,
  MODIFIER_FIELDS_REQUIRED,
  MODIFIER_GROUP_REQUIRED,
  PRICE_INVALID,
  nairaToKobo,
  type MenuGroup,
} from '@troo/shared/contract';
import { CheckboxField, FieldError, FilePicker, Sheet, TextInput, imageDataUrl, FormActions } from '@troo/shared/kit';
import { addCategory, addGroup, addItem, addModifier, addModifierGroup } from '../api/menu';

/** Which of the five add panels is open, and under what. */
export type AddPanel =
  | { kind: 'category' }
  | { kind: 'group'; category: string }
  | { kind: 'item'; group: MenuGroup }
  | { kind: 'modifierGroup'; item: string }
  | { kind: 'modifier'; item: string; modifierGroup: string };

const TITLES: Record<AddPanel['kind'], string> = {
  category: 'Add Menu Category',
  group: 'Add Menu Group',
  item: 'Add Menu Item',
  modifierGroup: 'Add Modifier Group',
  modifier: 'Add Modifier',
};

/** The spec's message for a panel whose required fields are not all filled. */
const MISSING: Record<AddPanel['kind'], string> = {
  category: MENU_CATEGORY_REQUIRED,
  group: MENU_GROUP_REQUIRED,
  item: MENU_ITEM_REQUIRED,
  modifierGroup: MODIFIER_GROUP_REQUIRED,
  modifier: MODIFIER_FIELDS_REQUIRED,
};

interface AddEntrySheetProps {
  panel: AddPanel;
  branchId: string;
  onAdded: () => void;
  onClose: () => void;
}

/** The five add panels of the menu hierarchy: each asks only for what its level has. */
export function AddEntrySheet({ panel, branchId, onAdded, onClose }: AddEntrySheetProps) {
  const errorId = useId();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [oneprice, setOnePrice] = useState(false);
  const [complimentary, setComplimentary] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const { kind } = panel;
  const groupPrices = kind === 'item' && panel.group.price_to_all_items && panel.group.price !== null;
  const asksPrice = kind === 'modifier' || (kind === 'item' && !groupPrices) || (kind === 'group' && oneprice);
  const asksImage = kind === 'category' || kind === 'item' || kind === 'modifier';

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
      case 'item':
        return addItem({
          menu_category_name: panel.group.menu_category_name,
          menu_group_name: panel.group.name,
          menu_item_name: trimmed,
          description: description.trim(),
          branch_id: branchId,
          ...(groupPrices ? {} : { price: price.trim() }),
          ...(image ? { image } : {}),
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
          price: price.trim(),
          image: image ?? '',
        });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing =
      !name.trim() || (asksPrice && !price.trim()) || (kind === 'item' && !description.trim()) || (kind === 'modifier' && !image);
    if (missing) return setError(MISSING[kind]);
    if (asksPrice && nairaToKobo(price) === null) return setError(PRICE_INVALID);
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
      : panel.kind === 'item'
        ? `In ${panel.group.name}`
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
        {groupPrices && panel.kind === 'item' ? <p className="ma-menu__under">Price: ₦{panel.group.price} (the group's price)</p> : null}
        {kind === 'item' ? (
          <TextInput label="Description" value={description} maxLength={300} onChange={(event) => setDescription(event.target.value)} />
        ) : null}
        {asksImage ? (
          <FilePicker
            label={kind === 'modifier' ? 'Image' : 'Image (optional)'}
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
