import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, toast, useAction } from '@troo/shared';
import { MENU_EDITED, MENU_ITEM_REQUIRED, PRICE_INVALID, imageVariants, nairaToKobo, type MenuItem } from '@troo/shared/contract';
import { Button, CheckboxField, FieldError, FilePicker, Sheet, TextInput, imageDataUrl, FormActions } from '@troo/shared/kit';
import { editItem } from '../api/menu';
import { ItemModifierList, type ModifierToRemove } from './ItemModifierList';

interface EditItemSheetProps {
  item: MenuItem;
  branchId: string;
  onRemoveModifier: (modifier: ModifierToRemove) => void;
  onSaved: () => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The admin menu's edit popup: new name, price and picture, sold out and recommended; all saved at once. */
export function EditItemSheet({ item, branchId, onRemoveModifier, onSaved, onRemove, onClose }: EditItemSheetProps) {
  const errorId = useId();
  const [name, setName] = useState(item.menu_item_name);
  const [price, setPrice] = useState(String(item.menu_item_price));
  const [image, setImage] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState(item.is_frozen);
  const [recommended, setRecommended] = useState(item.is_recommended);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const current = imageVariants(item.menu_item_image, [320])[0]?.url ?? item.menu_item_image;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !price.trim()) return setError(MENU_ITEM_REQUIRED);
    if (nairaToKobo(price) === null) return setError(PRICE_INVALID);
    await run(
      async () => {
        await editItem({
          item_id: item._id,
          menu_item_name: name.trim(),
          price: price.trim(),
          is_frozen: soldOut,
          is_recommended: recommended,
          ...(image ? { image } : {}),
        });
        toast(MENU_EDITED, 'success');
        onSaved();
        onClose();
      },
      { onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  return (
    <Sheet open title={`Edit ${item.menu_item_name}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput label="New name" value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        <TextInput label="New price (₦)" value={price} inputMode="decimal" onChange={(event) => setPrice(event.target.value)} />
        <FilePicker
          label="New image"
          prompt="Choose a picture"
          preview={image ?? current}
          previewAlt={item.menu_item_name}
          onPick={(file) => void imageDataUrl(file).then(setImage, () => setError('The file could not be read.'))}
          onReject={() => setImage(null)}
        />
        <CheckboxField
          label="Sold out"
          hint="Hidden from diners until you untick it."
          checked={soldOut}
          onChange={(event) => setSoldOut(event.target.checked)}
        />
        <CheckboxField
          label="Recommended"
          hint="Shown first to diners."
          checked={recommended}
          onChange={(event) => setRecommended(event.target.checked)}
        />
        <ItemModifierList branchId={branchId} item={item} onRemove={onRemoveModifier} />
        <FieldError id={errorId} message={error} />
        <FormActions busy={busy} onCancel={onClose}>
          <Button variant="danger" onClick={onRemove}>
            Remove item
          </Button>
        </FormActions>
      </form>
    </Sheet>
  );
}
