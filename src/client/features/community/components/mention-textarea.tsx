import { useId, useRef, useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { mentionQueryAt } from '@shared/community/mentions';
import { Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useMemberSuggestions } from '../api/member-connections';
import { MemberAvatar } from './member-avatar';

type Props = ComponentProps<'textarea'>;

/**
 * A textarea that suggests members while a forum name is typed after an @: the arrow keys move through them,
 * Enter or Tab puts the chosen name in, Escape closes the list.
 */
export function MentionTextarea({ ref, onKeyDown, onChange, className, ...props }: Props) {
  const field = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const prefix = useDebouncedValue(typing?.query ?? null, 150);
  const found = useMemberSuggestions(prefix && prefix === typing?.query ? prefix : null).data?.items;
  const suggestions = typing && typing.query.length > 0 ? (found ?? []) : [];
  const open = suggestions.length > 0;

  const look = () => {
    const el = field.current;
    if (!el) return;
    setTyping(mentionQueryAt(el.value, el.selectionStart ?? el.value.length));
    setActive(0);
  };
  const choose = (name: string) => {
    const el = field.current;
    if (!el || !typing) return;
    const caret = el.selectionStart ?? el.value.length;
    const inserted = `@${name} `;
    el.value = el.value.slice(0, typing.start) + inserted + el.value.slice(caret);
    el.setSelectionRange(typing.start + inserted.length, typing.start + inserted.length);
    // The form reads the field's new value from the change, as it does from typing.
    onChange?.({
      target: el,
      currentTarget: el,
      type: 'change',
    } as unknown as ChangeEvent<HTMLTextAreaElement>);
    setTyping(null);
  };
  const keys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(suggestions[active]!.username);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setTyping(null);
        return;
      }
    }
    onKeyDown?.(event);
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="relative">
      <Textarea
        {...props}
        className={className}
        ref={(el: HTMLTextAreaElement | null) => {
          field.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onChange={(event) => {
          onChange?.(event);
          look();
        }}
        onKeyDown={keys}
        onClick={look}
      />
      <p className="sr-only" aria-live="polite">
        {open
          ? `${suggestions.length} ${suggestions.length === 1 ? 'member' : 'members'} found: arrow keys to move, Enter to choose.`
          : ''}
      </p>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute inset-x-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg sm:right-auto sm:w-72"
        >
          {suggestions.map((member, index) => (
            <li
              key={member.username}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen before the textarea loses focus.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member.username);
              }}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-900',
                index === active && 'bg-teal-50 font-semibold',
              )}
            >
              <MemberAvatar name={member.username} avatarUrl={member.avatarUrl} size="sm" />@{member.username}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
