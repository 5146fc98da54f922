import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from '@portal/shared';
import type { MenuLink } from './menu';

interface MenuProps {
  items: MenuLink[];
  /** 'desktop' shows submenus as drop-downs; 'mobile' stacks them inside the mobile panel. */
  variant: 'desktop' | 'mobile';
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate?: () => void;
  id?: string;
  label: string;
}

function Anchor({ link, onNavigate }: { link: MenuLink; onNavigate?: () => void }) {
  // '#' or empty is no destination: text, never a link that goes nowhere.
  if (!link.href || link.href === '#') return <span className="menu-text">{link.label}</span>;
  if (link.internal) {
    return (
      <NavLink to={link.href} end={link.href === '/'} onClick={onNavigate}>
        {link.label}
      </NavLink>
    );
  }
  return (
    <a href={link.href} onClick={onNavigate}>
      {link.label}
    </a>
  );
}

function Group({ item, variant, onNavigate }: { item: MenuLink; variant: MenuProps['variant']; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A drop-down closes when the visitor clicks anywhere else.
  useEffect(() => {
    if (!open || variant !== 'desktop') return;
    const onPointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, variant]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      ref={itemRef}
      className={`has-submenu${open ? ' is-open' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of a desktop drop-down closes it.
        if (variant === 'desktop' && !itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className="submenu-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {item.label}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="submenu" hidden={!open}>
        {item.children.map((child) => (
          <li key={`${child.label}-${child.href}`}>
            <Anchor
              link={child}
              onNavigate={() => {
                setOpen(false);
                onNavigate?.();
              }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main menu from the stored blog menu list; entries with children open their submenu on click. */
export function MainMenu({ items, variant, onNavigate, id, label }: MenuProps) {
  return (
    <nav aria-label={label} id={id} className={`main-menu main-menu-${variant}`}>
      <ul>
        {items.map((item) =>
          item.children.length > 0 ? (
            <Group key={item.label} item={item} variant={variant} onNavigate={onNavigate} />
          ) : (
            <li key={item.label}>
              <Anchor link={item} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
