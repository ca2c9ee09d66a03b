import { useState, type FormEvent, type ReactNode } from 'react';
import { useApiQuery } from '@app/shared/data/query';
import { adminAuditMessages } from '@app/shared/messages/admin/audit';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { FilterField, optionsOf } from '../../app/FilterField';
import { ACTION_LABELS, ACTIONS, OBJECT_TYPE_LABELS, OBJECT_TYPES } from './auditLabels';
import { NO_FILTERS, type AuditFilters as Filters } from './auditParams';
import styles from './audit.module.css';

const t = adminAuditMessages;
const ACTION_OPTIONS = optionsOf(ACTIONS, ACTION_LABELS);
const TYPE_OPTIONS = optionsOf(OBJECT_TYPES, OBJECT_TYPE_LABELS);

/** The admins to filter by (the first page of them is plenty); a failure leaves just 'Tất cả'. */
function useAdmins() {
  const query = useApiQuery('searchUsers', { role: 'admin' }, { staleTime: 5 * 60_000 });
  return (query.data?.users ?? []).map((user) => ({
    value: user.uid,
    label: user.displayName?.trim() ? `${user.displayName} (${user.email ?? user.uid})` : (user.email ?? user.uid),
  }));
}

type Props = { filters: Filters; onApply: (filters: Filters) => void };
type Choice = 'adminId' | 'action' | 'objectType';
type Options = readonly { value: string; label: string }[];

/**
 * Who, what, on which kind of object and which object. Applied together with 'Lọc' (the page remounts this
 * with the URL's filters as its key, so back and forward show the filters of the log on screen).
 */
export function AuditFilters({ filters, onApply }: Props) {
  const [draft, setDraft] = useState(filters);
  const admins = useAdmins();
  const knownAdmin = !draft.adminId || admins.some((admin) => admin.value === draft.adminId);
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));

  // An admin in the URL who is not in the list (e.g. no longer an admin) is still shown as chosen.
  const unknownAdmin = !knownAdmin && <option value={draft.adminId}>{draft.adminId}</option>;
  /** One of the chosen filters: 'all', then its options. */
  const choice = (key: Choice, id: string, label: string, options: Options, extra?: ReactNode) => (
    <FilterField
      id={id}
      label={label}
      allLabel={t.all}
      value={draft[key]}
      options={options}
      onChange={(value) => set({ [key]: value } as Partial<Filters>)}
    >
      {extra}
    </FilterField>
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className={styles.filters} onSubmit={onSubmit} aria-labelledby="audit-filters-title">
      <h2 id="audit-filters-title">{t.filtersTitle}</h2>
      <div className={styles.fields}>
        {choice('adminId', 'audit-admin', t.admin, admins, unknownAdmin)}
        {choice('action', 'audit-action', t.action, ACTION_OPTIONS)}
        {choice('objectType', 'audit-type', t.objectType, TYPE_OPTIONS)}
        <Field
          id="audit-object"
          label={t.objectId}
          autoComplete="off"
          maxLength={64}
          value={draft.objectId}
          onChange={(event) => set({ objectId: event.target.value })}
        />
      </div>
      <div className={styles.buttons}>
        <Button type="submit">{t.apply}</Button>
        <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
