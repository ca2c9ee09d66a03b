import { useState, type FormEvent } from 'react';
import { useApiQuery } from '@app/shared/data/query';
import { adminAuditMessages } from '@app/shared/messages/admin/audit';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { ACTION_LABELS, ACTIONS, OBJECT_TYPE_LABELS, OBJECT_TYPES } from './auditLabels';
import { NO_FILTERS, type AuditFilters as Filters } from './auditParams';
import styles from './audit.module.css';

const t = adminAuditMessages;

/** The admins to filter by (the first page of them is plenty); a failure leaves just 'Tất cả'. */
function useAdmins() {
  const query = useApiQuery('searchUsers', { role: 'admin' }, { staleTime: 5 * 60_000 });
  return (query.data?.users ?? []).map((user) => ({
    uid: user.uid,
    label: user.displayName?.trim() ? `${user.displayName} (${user.email ?? user.uid})` : (user.email ?? user.uid),
  }));
}

type Props = { filters: Filters; onApply: (filters: Filters) => void };

/**
 * Who, what, on which kind of object and which object. Applied together with 'Lọc' (the page remounts this
 * with the URL's filters as its key, so back and forward show the filters of the log on screen).
 */
export function AuditFilters({ filters, onApply }: Props) {
  const [draft, setDraft] = useState(filters);
  const admins = useAdmins();
  // An admin in the URL who is not in the list (e.g. no longer an admin) is still shown as chosen.
  const knownAdmin = !draft.adminId || admins.some((admin) => admin.uid === draft.adminId);
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className={styles.filters} onSubmit={onSubmit} aria-labelledby="audit-filters-title">
      <h2 id="audit-filters-title">{t.filtersTitle}</h2>
      <div className={styles.fields}>
        <Field
          as="select"
          id="audit-admin"
          label={t.admin}
          value={draft.adminId}
          onChange={(event) => set({ adminId: event.target.value })}
        >
          <option value="">{t.all}</option>
          {admins.map((admin) => (
            <option key={admin.uid} value={admin.uid}>
              {admin.label}
            </option>
          ))}
          {!knownAdmin && <option value={draft.adminId}>{draft.adminId}</option>}
        </Field>
        <Field
          as="select"
          id="audit-action"
          label={t.action}
          value={draft.action}
          onChange={(event) => set({ action: event.target.value as Filters['action'] })}
        >
          <option value="">{t.all}</option>
          {ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABELS[action]}
            </option>
          ))}
        </Field>
        <Field
          as="select"
          id="audit-type"
          label={t.objectType}
          value={draft.objectType}
          onChange={(event) => set({ objectType: event.target.value as Filters['objectType'] })}
        >
          <option value="">{t.all}</option>
          {OBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {OBJECT_TYPE_LABELS[type]}
            </option>
          ))}
        </Field>
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
