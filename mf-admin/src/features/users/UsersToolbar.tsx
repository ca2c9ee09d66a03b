import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { FilterField, optionsOf } from '../../app/FilterField';
import { SearchForm } from '../../app/SearchForm';
import { QUERY_MAX, ROLE_FILTERS, type RoleFilter, type UsersFilters } from './usersParams';
import styles from './users.module.css';

const t = adminUsersMessages;
const ROLE_OPTIONS = optionsOf(ROLE_FILTERS, {
  creator: t.roleCreator,
  admin: t.roleAdmin,
  suspended: t.roleSuspended,
});

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
  return (
    <div className={styles.toolbar}>
      <SearchForm
        id="users-query"
        label={t.searchLabel}
        submitLabel={t.search}
        maxLength={QUERY_MAX}
        query={filters.q}
        onSearch={onSearch}
      />
      <FilterField
        id="users-role"
        label={t.roleFilter}
        allLabel={t.roleAll}
        value={filters.role ?? ''}
        options={ROLE_OPTIONS}
        onChange={(role) => onRole(role || null)}
      />
    </div>
  );
}
