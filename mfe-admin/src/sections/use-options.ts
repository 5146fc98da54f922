// The choices of a select or checkbox group whose options are another entity's rows
// (a procedure's department, an office's procedures): read once per form with the largest page.
import { useEffect, useState } from 'react';
import { LIST_PAGE_SIZE_MAX } from '../api/limits';
import { sectionList } from '../api/corporate-client';
import type { OptionSource } from './section-spec';

export type Option = { value: string; label: string };

export function useOptions(source: OptionSource | undefined): Option[] {
  const [options, setOptions] = useState<Option[]>(source && 'options' in source ? source.options : []);
  useEffect(() => {
    if (!source || !('call' in source)) return;
    let live = true;
    sectionList<Record<string, unknown>>(source.call, { page: 1, pageSize: LIST_PAGE_SIZE_MAX })
      .then((page) => live && setOptions(page.data.map((row) => ({ value: String(row.id), label: source.label(row) }))))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [source]);
  return options;
}
