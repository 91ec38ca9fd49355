import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LabelledSelect } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { QueryView } from '../../ui/query-state';
import { AdminSection, DialogActions, FieldMessage, Pager } from './admin-ui';

const LIMIT = 20;

/**
 * A page of what members asked for and an administrator decides (enrollment requests, external courses):
 * the status filter, the list twenty at a time with its loading, error and empty states.
 */
export function DecisionListPage<S extends string, R>({
  titleId,
  title,
  filterLabel,
  statuses,
  labelOf,
  emptyText,
  queryKey,
  fetchPage,
  keyOf,
  renderItem,
  children,
}: {
  titleId: string;
  title: string;
  filterLabel: string;
  /** The first (pending) is shown first. */
  statuses: readonly [S, ...S[]];
  labelOf: (status: S) => string;
  emptyText: string;
  queryKey: (status: S, offset: number) => QueryKey;
  fetchPage: (page: { status: S; offset: number; limit: number }) => Promise<{ result: R[]; totalRecords: number }>;
  keyOf: (item: R) => number;
  renderItem: (item: R) => ReactNode;
  /** The decision's dialog, when one is open. */
  children?: ReactNode;
}) {
  const [status, setStatus] = useState<S>(statuses[0]);
  const [offset, setOffset] = useState(0);
  const query = useQuery({
    queryKey: queryKey(status, offset),
    queryFn: () => fetchPage({ status, offset, limit: LIMIT }),
  });
  const items = query.data?.result ?? [];
  return (
    <AdminSection titleId={titleId} title={title}>
      <LabelledSelect
        label={filterLabel}
        value={status}
        choices={statuses.map((value) => ({ value, label: labelOf(value) }))}
        onChange={(value) => {
          setStatus(value);
          setOffset(0);
        }}
        className="mb-4 flex flex-col gap-1 sm:max-w-xs"
      />
      <QueryView query={query} isEmpty={items.length === 0} emptyText={emptyText}>
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={keyOf(item)} className="rounded-xl border border-line bg-white p-4">
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <Pager offset={offset} limit={LIMIT} total={query.data?.totalRecords ?? 0} onChange={setOffset} />
      </QueryView>
      {children}
    </AdminSection>
  );
}

/**
 * The dialog of a decision with a written text (a justification, a reason): what is decided, the text with
 * its problem (the form's or the server's), cancel and confirm.
 */
export function ReasonModal({
  title,
  summary,
  label,
  field,
  maxLength,
  rows,
  error,
  confirmText,
  isPending,
  onSubmit,
  onClose,
}: {
  title: string;
  summary: ReactNode;
  label: string;
  field: UseFormRegisterReturn;
  maxLength: number | undefined;
  rows: number;
  error: string | null | undefined;
  confirmText: string;
  isPending: boolean;
  onSubmit: (event: FormEvent) => unknown;
  onClose: () => void;
}) {
  const fieldId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="sm"
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <p>{summary}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {label}
          </label>
          <textarea
            id={fieldId}
            {...field}
            maxLength={maxLength}
            rows={rows}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="rounded-lg border border-line px-3 py-2"
          />
          <FieldMessage id={fieldId} error={error ?? undefined} />
        </div>
        <DialogActions onCancel={onClose} submitText={confirmText} isPending={isPending} />
      </form>
    </Modal>
  );
}
