import { useState, type FormEvent } from 'react';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { QUERY_MAX, ROLE_FILTERS, type RoleFilter, type UsersFilters } from './usersParams';
import styles from './users.module.css';

const t = adminUsersMessages;
const ROLE_LABELS: Record<RoleFilter, string> = {
  creator: t.roleCreator,
  admin: t.roleAdmin,
  suspended: t.roleSuspended,
};

type Props = {
  filters: UsersFilters;
  onSearch: (q: string) => void;
  onRole: (role: RoleFilter | null) => void;
};

/**
 * The search (sent on submit) and the role filter (applied when chosen). The page remounts this with the
 * URL's search as its key, so back and forward put the text of that search back in the box.
 */
export function UsersToolbar({ filters, onSearch, onRole }: Props) {
  const [text, setText] = useState(filters.q);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <div className={styles.toolbar}>
      <form role="search" className={styles.search} onSubmit={onSubmit}>
        <Field
          id="users-query"
          label={t.searchLabel}
          type="search"
          autoComplete="off"
          maxLength={QUERY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t.search}</Button>
      </form>
      <Field
        as="select"
        id="users-role"
        label={t.roleFilter}
        value={filters.role ?? ''}
        onChange={(event) => onRole((event.target.value || null) as RoleFilter | null)}
      >
        <option value="">{t.roleAll}</option>
        {ROLE_FILTERS.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Field>
    </div>
  );
}
