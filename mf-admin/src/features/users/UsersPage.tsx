import { useApiQuery } from '@app/shared/data/query';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Card, Stack } from '@app/shared/ui/Card';
import { Loaded } from '@app/shared/ui/Loaded';
import { areaNav } from '../../app/nav';
import { Pagination } from '@app/shared/ui/Pagination';
import { useSearchParamsState, backToFirstPage } from '@app/shared/router';
import { UsersTable } from './UsersTable';
import { UsersToolbar } from './UsersToolbar';
import { pageCount, toSearchInput, type UsersFilters } from './usersParams';
import { parseUsersParams, toUsersParams } from './usersParams';
import styles from './users.module.css';

const t = adminUsersMessages;

function Results({ filters, onPage }: { filters: UsersFilters; onPage: (page: number) => void }) {
  // The previous page stays on screen while the next one loads (no flash of a spinner between pages).
  const query = useApiQuery('searchUsers', toSearchInput(filters), { keepPrevious: true });
  return (
    <Loaded query={query} messages={t} empty={t.empty} items={(found) => found.users}>
      {({ users, total, page, pageSize }) => (
        <Card busy={query.isFetching || undefined}>
          <p className={styles.count}>{t.found(total)}</p>
          <UsersTable users={users} />
          <Pagination
            page={page}
            pages={pageCount(total, pageSize)}
            onPage={onPage}
            label={t.pagination}
            showSinglePage
          />
        </Card>
      )}
    </Loaded>
  );
}

/** /admin/users: search by e-mail or name, filter by role or suspension, page through the results. */
export function UsersPage() {
  const { state: filters, setState: setFilters } = useSearchParamsState(
    parseUsersParams,
    toUsersParams,
    backToFirstPage,
  );
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Stack>
        <UsersToolbar
          key={filters.q}
          filters={filters}
          onSearch={(q) => setFilters({ q })}
          onRole={(role) => setFilters({ role })}
        />
        <Results filters={filters} onPage={(page) => setFilters({ page })} />
      </Stack>
    </PageFrame>
  );
}
