import { useEffect, useState } from 'react';

function isTextField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT')
    return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'color', 'file', 'image'].includes(
    type,
  );
}

/** Whether a text field has the focus (so floating things can step aside while the member types). */
export function useTypingFocus(): boolean {
  const [typing, setTyping] = useState(() => isTextField(document.activeElement));
  useEffect(() => {
    const update = () => setTyping(isTextField(document.activeElement));
    document.addEventListener('focusin', update);
    // focusout fires before the next element takes the focus: read activeElement once it has settled.
    const handleFocusOut = () => queueMicrotask(update);
    document.addEventListener('focusout', handleFocusOut);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', handleFocusOut);
    };
  }, []);
  return typing;
}
