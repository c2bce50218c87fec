import { useCallback, useState } from 'react';
import type { StageErrors } from './stage-rules';

/** A stage's messages; a field's own message goes as soon as the user changes that field. */
export function useStageErrors<K extends string>() {
  const [errors, setErrors] = useState<StageErrors<K>>({});
  const clearField = useCallback((field: K) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest as StageErrors<K>;
    });
  }, []);
  return { errors, setErrors, clearField };
}
