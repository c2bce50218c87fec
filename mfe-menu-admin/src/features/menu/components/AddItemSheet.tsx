import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, toast, useAction } from '@troo/shared';
import { MENU_ADDED, formatNaira, type MenuGroup } from '@troo/shared/contract';
import { Button, FieldError, FilePicker, FormActions, SelectField, Sheet, TextInput, imageDataUrl } from '@troo/shared/kit';
import { addItem } from '../api/menu';
import { emptyItem, groupPrices, itemBody, itemProblem, newModifierGroup, type DraftItem } from '../hooks/new-item-form';
import { ModifierGroupFields } from './ModifierGroupFields';

interface AddItemSheetProps {
  branchId: string;
  /** The group the item goes in; null lets the owner choose one of `groups`. */
  group: MenuGroup | null;
  groups?: readonly MenuGroup[];
  onAdded: () => void;
  /** Keep it stable (useCallback): the sheet refocuses its first field when it changes. */
  onClose: () => void;
}

const groupLabel = (group: MenuGroup) => `${group.menu_category_name} · ${group.name}`;

/**
 * Adds an item in one sheet: name, price, description and picture, with its modifier groups and
 * their options (no price is free, picture optional) inline, all saved by one call, or nothing.
 * The menu setup tree and the admin menu both open it.
 */
export function AddItemSheet({ branchId, group: fixedGroup, groups = [], onAdded, onClose }: AddItemSheetProps) {
  const errorId = useId();
  const [item, setItem] = useState<DraftItem>(emptyItem);
  const [chosen, setChosen] = useState(groups[0] ? groupLabel(groups[0]) : '');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const group = fixedGroup ?? groups.find((one) => groupLabel(one) === chosen) ?? null;
  const change = (values: Partial<DraftItem>) => setItem((current) => ({ ...current, ...values }));
  const unreadable = () => setError('The file could not be read.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!group) return;
    const problem = itemProblem(item, group);
    if (problem) return setError(problem);
    await run(
      async () => {
        await addItem(itemBody(item, group, branchId));
        toast(MENU_ADDED, 'success');
        onAdded();
        onClose();
      },
      { onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  return (
    <Sheet open title="Add Menu Item" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
        {fixedGroup ? (
          <p className="ma-menu__under">In {fixedGroup.name}</p>
        ) : (
          <SelectField
            label="Category and group"
            options={groups.map(groupLabel)}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          />
        )}
        <TextInput
          label="Name"
          value={item.name}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => change({ name: event.target.value })}
        />
        {group && groupPrices(group) ? (
          <p className="ma-menu__under">Price: {formatNaira(group.price!)} (the group's price)</p>
        ) : (
          <TextInput
            label="Price (₦)"
            value={item.price}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => change({ price: event.target.value })}
          />
        )}
        <TextInput
          label="Description"
          value={item.description}
          maxLength={300}
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
        <section className="ma-new-item__modifiers" aria-labelledby={`${errorId}-modifiers`}>
          <h3 id={`${errorId}-modifiers`} className="ma-new-item__heading">
            Modifier groups
          </h3>
          <p className="ma-menu__under">Choices offered with the item, such as sides or extras.</p>
          {item.modifierGroups.map((modifierGroup, index) => (
            <ModifierGroupFields
              key={modifierGroup.key}
              group={modifierGroup}
              number={index + 1}
              onChange={(update) =>
                setItem((current) => ({
                  ...current,
                  modifierGroups: current.modifierGroups.map((one) => (one.key === modifierGroup.key ? update(one) : one)),
                }))
              }
              onRemove={() =>
                setItem((current) => ({
                  ...current,
                  modifierGroups: current.modifierGroups.filter((one) => one.key !== modifierGroup.key),
                }))
              }
              onUnreadable={unreadable}
            />
          ))}
          <Button
            variant="secondary"
            onClick={() => setItem((current) => ({ ...current, modifierGroups: [...current.modifierGroups, newModifierGroup()] }))}
          >
            Add modifier group
          </Button>
        </section>
        <FieldError id={errorId} message={error} />
        <FormActions busy={busy} onCancel={onClose} />
      </form>
    </Sheet>
  );
}
