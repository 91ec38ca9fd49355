import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportQuery } from './reports-api';

/** The filters every report shares: kept in the address, so the address shared opens the same report. */
export const FILTER_KEYS = [
  'from',
  'to',
  'idNode',
  'idTeam',
  'department',
  'unit',
  'branch',
  'role',
  'idManager',
  'status',
] as const;

/** What a table adds to the address: its sort and page (`offset`), and a report's own choices. */
const OWN_KEYS = [
  'sort',
  'order',
  'offset',
  'groupBy',
  'view',
  'idEvaluation',
  'idScormPackage',
  'idSection',
  'idCampaign',
  'search',
] as const;

export type ReportQueryKey = (typeof FILTER_KEYS)[number] | (typeof OWN_KEYS)[number];

/**
 * A report's query read from and written to the address (`?department=Vendas&status=OVERDUE&sort=name`):
 * changing a filter goes back to the first page; the browser's back button undoes a change.
 */
export function useReportQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const result: ReportQuery = {};
    for (const key of [...FILTER_KEYS, ...OWN_KEYS]) {
      const value = params.get(key);
      if (value) result[key] = value;
    }
    return result;
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<ReportQueryKey, string | undefined>>, options: { keepPage?: boolean } = {}) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!options.keepPage) next.delete('offset');
        return next;
      });
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of FILTER_KEYS) next.delete(key);
      next.delete('offset');
      return next;
    });
  }, [setParams]);

  return { query, update, clearFilters };
}

/** The page of a table: its offset in the address, a fixed page size. */
export const PAGE_SIZE = 20;
