import { Button } from '@troo/shared';
import '../../../common/components/onboarding.css';

export interface StageNavigation {
  onBack: () => void;
  onCancel: () => void;
}

/** The submit button of a stage, then Back and Cancel. */
export function StageActions({ submitLabel, busy = false, onBack, onCancel }: StageNavigation & { submitLabel: string; busy?: boolean }) {
  return (
    <div className="onb-actions">
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
