import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n';

/** Moves the entry at `from` to `to` (a new array). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * A list ordered by drag and drop, with a keyboard alternative on every entry: 'Mover para cima' and
 * 'Mover para baixo' buttons (and Alt+↑/↓ on the handle). Each move is announced to screen readers.
 */
export function SortableList<T>({
  items,
  keyOf,
  labelOf,
  onMove,
  render,
  label,
}: {
  items: readonly T[];
  keyOf: (item: T, index: number) => string;
  labelOf: (item: T) => string;
  /** Called with the entry's old and new place. */
  onMove: (from: number, to: number) => void;
  render: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    const item = items[from];
    if (item !== undefined)
      setAnnouncement(t('authoring.order.moved', { name: labelOf(item), position: to + 1, total: items.length }));
  };
  return (
    <>
      <ol aria-label={label} className="@container flex flex-col gap-2">
        {items.map((item, index) => (
          <li
            key={keyOf(item, index)}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            // Narrow (a phone, a nested list): the handle and the arrows on a row of their own above the item.
            className={`flex flex-wrap items-center gap-2 rounded-xl border bg-white p-2 @xl:flex-nowrap ${
              over === index && dragged !== index ? 'border-brand ring-2 ring-brand' : 'border-line'
            } ${dragged === index ? 'opacity-60' : ''}`}
          >
            <button
              type="button"
              className="flex size-11 shrink-0 cursor-grab items-center justify-center rounded-lg text-muted hover:bg-black/5"
              aria-label={t('authoring.order.handle', { name: labelOf(item) })}
              onKeyDown={(event) => {
                if (!event.altKey) return;
                if (event.key === 'ArrowUp') {
                  event.preventDefault();
                  move(index, index - 1);
                } else if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  move(index, index + 1);
                }
              }}
            >
              <span aria-hidden="true">⋮⋮</span>
            </button>
            <div className="order-last min-w-0 basis-full @xl:order-none @xl:flex-1 @xl:basis-auto">
              {render(item, index)}
            </div>
            <div className="ml-auto flex shrink-0 gap-1 @xl:ml-0">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('authoring.order.up', { name: labelOf(item) })}
                className="flex size-11 items-center justify-center rounded-lg border border-line text-ink hover:bg-black/5 disabled:opacity-40"
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('authoring.order.down', { name: labelOf(item) })}
                className="flex size-11 items-center justify-center rounded-lg border border-line text-ink hover:bg-black/5 disabled:opacity-40"
              >
                <span aria-hidden="true">↓</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
