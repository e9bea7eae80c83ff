import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon, createIcon } from '@/components/icons';
import { openingIndex, selectMenuKey } from './select-menu-keys';
import { Label, List, Option, Root, Trigger } from './select-menu.styles';

const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export interface SelectMenuOption<V extends string> {
  value: V;
  /** What the option says, in the button too while it is the value. */
  label: string;
  /** Drawn before the label, in the list and the button (a status dot); decorative. */
  adornment?: ReactNode;
  /** Shown but not choosable (a value only the system sets). @default false */
  disabled?: boolean;
}

export interface SelectMenuProps<V extends string> {
  /** The control's accessible name, e.g. '在线状态' (the button shows the value, not this). */
  label: string;
  value: V;
  options: readonly SelectMenuOption<V>[];
  /** Called with another option's value when one is chosen (not for the current one). */
  onValueChange: (value: V) => void;
  /** A change is on its way: aria-busy on the button. @default false */
  busy?: boolean;
  /** Which edge of the button the list lines up with. @default 'end' */
  align?: 'start' | 'end';
  /** Starts with the list open, on the value (stories, screenshots). @default false */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A designed replacement for a bare `<select>`: a button showing the value (with its
 * adornment) that opens a list of the options. The WAI-ARIA select-only combobox: focus stays on
 * the button and aria-activedescendant follows the arrows, so it returns nowhere because it never
 * left; a click outside, Escape, Tab or blur closes the list. Keys: see selectMenuKey.
 */
export function SelectMenu<V extends string>({
  label,
  value,
  options,
  onValueChange,
  busy = false,
  align = 'end',
  defaultOpen = false,
  className,
}: SelectMenuProps<V>) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-o${i}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selected = options.findIndex((o) => o.value === value);
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(() => Math.max(0, selected));
  // Whether the keys moved last (a focus ring on the active option) or the pointer did.
  const [byKeys, setByKeys] = useState(false);
  const current = options[selected];
  const disabledFlags = options.map((o) => !!o.disabled);

  // Safari does not focus a clicked button, so blur alone cannot close on a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number, keys: boolean) => {
    setActive(index);
    setByKeys(keys);
    setOpen(true);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setOpen(false);
    buttonRef.current?.focus();
    if (option.value !== value) onValueChange(option.value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const action = selectMenuKey(
      { key: e.key, altKey: e.altKey },
      { open, active, selected, disabled: disabledFlags },
    );
    if (action.type === 'none') return;
    // Tab closes and lets focus move on; an Escape that closes the list goes no further.
    if (e.key !== 'Tab') e.preventDefault();
    if (e.key === 'Escape') e.stopPropagation();
    if (action.type === 'open') openAt(action.active, true);
    else if (action.type === 'move') {
      setActive(action.active);
      setByKeys(true);
    } else if (action.type === 'choose') choose(action.index);
    else setOpen(false);
  };

  return (
    <Root ref={rootRef} className={className}>
      <Trigger
        ref={buttonRef}
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          const index = open ? undefined : openingIndex({ selected, disabled: disabledFlags });
          if (index === undefined) setOpen(false);
          else openAt(index, false);
        }}
        onKeyDown={onKeyDown}
        // Space handled on keydown must not click the button again on keyup (Firefox).
        onKeyUp={(e) => e.key === ' ' && e.preventDefault()}
        onBlur={() => setOpen(false)}
      >
        {current?.adornment}
        <span>{current?.label ?? value}</span>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open && (
        <List
          id={listId}
          role="listbox"
          aria-label={label}
          $align={align}
          // The button keeps focus while an option is pressed.
          onMouseDown={(e) => e.preventDefault()}
        >
          {options.map((option, i) => (
            <Option
              key={option.value}
              id={optionId(i)}
              role="option"
              // The pattern marks the option the arrows are on; the check marks the value.
              aria-selected={i === active}
              aria-disabled={option.disabled || undefined}
              data-active={i === active ? (byKeys ? 'keyboard' : 'pointer') : undefined}
              onMouseEnter={() => {
                if (option.disabled) return;
                setActive(i);
                setByKeys(false);
              }}
              onClick={() => choose(i)}
            >
              {option.adornment}
              <Label>{option.label}</Label>
              {i === selected && <CheckIcon size={16} />}
            </Option>
          ))}
        </List>
      )}
    </Root>
  );
}
