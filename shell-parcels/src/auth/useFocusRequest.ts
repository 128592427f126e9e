/** Moves focus to an element by id after the next render (a new step's field, the first invalid field). */
import { useEffect, useState } from 'react';

export function useFocusRequest(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
