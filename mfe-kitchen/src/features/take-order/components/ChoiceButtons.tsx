interface ChoiceButtonsProps<T extends string | number> {
  label: string;
  choices: readonly { value: T; text: string }[];
  value: T | null;
  onChoose: (value: T) => void;
}

/** A row of large toggle buttons, one pressed: fingers on a tablet pick an outlet, an area or a table. */
export function ChoiceButtons<T extends string | number>({ label, choices, value, onChoose }: ChoiceButtonsProps<T>) {
  return (
    <div className="kt-take__choices" role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className="kt-take__choice"
          aria-pressed={choice.value === value}
          onClick={() => onChoose(choice.value)}
        >
          {choice.text}
        </button>
      ))}
    </div>
  );
}
