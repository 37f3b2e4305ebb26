import { useState } from 'react';

/**
 * A checkbox's state that shows a click in the same frame. A query cache that drives `value` notifies its
 * readers a tick later, and until then React would put a controlled box back as it was; whenever `value`
 * does change (the save, or its rollback), the box follows it again.
 */
export function useImmediateChecked(value: boolean): [boolean, (checked: boolean) => void] {
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setShown(value);
  }
  return [shown, setShown];
}
