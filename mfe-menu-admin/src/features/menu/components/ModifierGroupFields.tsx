import { useEffect, useRef } from 'react';
import { Button, CheckboxField, FilePicker, TextInput, imageDataUrl } from '@troo/shared/kit';
import { newOption, type DraftModifierGroup, type DraftOption } from '../hooks/new-item-form';

/** Options' pictures are small on a menu: sent at most 480 px wide, so a dozen of them upload quickly. */
const OPTION_PICTURE_SIDE = 480;

interface ModifierGroupFieldsProps {
  group: DraftModifierGroup;
  /** 1-based, for the legend ('Modifier group 1'). */
  number: number;
  /** Given a change of the group (applied to its latest state: a picture is read after a pause). */
  onChange: (update: (group: DraftModifierGroup) => DraftModifierGroup) => void;
  onRemove: () => void;
  onUnreadable: () => void;
}

/** One modifier group of the add-item sheet: its name, complimentary or not, its option rule, and its options inline. */
export function ModifierGroupFields({ group, number, onChange, onRemove, onUnreadable }: ModifierGroupFieldsProps) {
  const label = group.name.trim() || `Modifier group ${number}`;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const optionCount = useRef(group.options.length);
  // Typing goes on at once: a new group's name, then each new option's name, without another tap.
  useEffect(() => fieldset.current?.querySelector('input')?.focus(), []);
  useEffect(() => {
    if (group.options.length > optionCount.current)
      fieldset.current?.querySelector<HTMLInputElement>('.ma-new-option:last-child input')?.focus();
    optionCount.current = group.options.length;
  }, [group.options.length]);
  const setOption = (key: number, change: Partial<DraftOption>) =>
    onChange((latest) => ({
      ...latest,
      options: latest.options.map((option) => (option.key === key ? { ...option, ...change } : option)),
    }));

  return (
    <fieldset ref={fieldset} className="ma-new-group" aria-label={`Modifier group ${number}`}>
      <legend className="ma-new-group__legend">{label}</legend>
      <TextInput
        label="Group name"
        value={group.name}
        maxLength={80}
        autoComplete="off"
        onChange={(event) => {
          const name = event.target.value;
          onChange((latest) => ({ ...latest, name }));
        }}
      />
      <CheckboxField
        label="Complimentary"
        hint="Its options come free with the item."
        checked={group.complimentary}
        onChange={(event) => {
          const complimentary = event.target.checked;
          onChange((latest) => ({ ...latest, complimentary }));
        }}
      />
      {group.complimentary ? null : (
        <div className="ma-new-group__rule">
          <TextInput
            label="Fewest choices"
            value={group.minChoices}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              const minChoices = event.target.value;
              onChange((latest) => ({ ...latest, minChoices }));
            }}
          />
          <TextInput
            label="Most choices"
            value={group.maxChoices}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              const maxChoices = event.target.value;
              onChange((latest) => ({ ...latest, maxChoices }));
            }}
          />
          <p className="ma-menu__under ma-new-group__rule-hint">
            Fewest 1 or more: the diner must choose. Most 1: one only. Blank: 0 fewest, no limit most.
          </p>
        </div>
      )}
      <ol className="ma-new-group__options">
        {group.options.map((option, index) => (
          <li key={option.key} className="ma-new-option">
            <fieldset aria-label={`Option ${index + 1}`} className="ma-new-option__fields">
              <div className="ma-new-option__line">
                <TextInput
                  className="ma-new-option__name"
                  label="Option name"
                  value={option.name}
                  maxLength={80}
                  autoComplete="off"
                  onChange={(event) => setOption(option.key, { name: event.target.value })}
                />
                {group.complimentary ? null : (
                  <TextInput
                    className="ma-new-option__price"
                    label="Price (₦)"
                    value={option.price}
                    inputMode="decimal"
                    autoComplete="off"
                    onChange={(event) => setOption(option.key, { price: event.target.value })}
                  />
                )}
              </div>
              <div className="ma-new-option__line ma-new-option__line--picture">
                <FilePicker
                  compact
                  label="Picture (optional)"
                  prompt="Choose a picture"
                  preview={option.image}
                  onPick={(file) =>
                    void imageDataUrl(file, OPTION_PICTURE_SIDE).then((image) => setOption(option.key, { image }), onUnreadable)
                  }
                  onReject={() => setOption(option.key, { image: null })}
                />
                {group.options.length > 1 ? (
                  <Button
                    variant="ghost"
                    className="ma-new-option__remove"
                    aria-label={`Remove option ${option.name.trim() || index + 1}`}
                    onClick={() => onChange((latest) => ({ ...latest, options: latest.options.filter((one) => one.key !== option.key) }))}
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {group.complimentary ? null : <p className="ma-menu__under">An option without a price is free.</p>}
      <div className="ma-new-group__actions">
        <Button variant="secondary" onClick={() => onChange((latest) => ({ ...latest, options: [...latest.options, newOption()] }))}>
          Add option
        </Button>
        <Button variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove group
        </Button>
      </div>
    </fieldset>
  );
}
