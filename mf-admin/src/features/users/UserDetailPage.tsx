import { useAuthStore } from '@app/shared/auth/store';
import type { AdminUserDetail } from '@app/shared/contracts/admin';
import { useApiQuery } from '@app/shared/data/query';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { Link, useParams } from '@app/shared/router';
import { Stack } from '@app/shared/ui/Card';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Loaded } from '@app/shared/ui/Loaded';
import { areaNav } from '../../app/nav';
import { ManageUser } from './ManageUser';
import { UserCertificates, UserOrders, UserProducts } from './UserActivity';
import { UserBalance, UserFacts } from './UserProfile';
import { userName } from './userText';
import styles from './users.module.css';

const t = adminUsersMessages;

function Detail({ detail, isSelf }: { detail: AdminUserDetail; isSelf: boolean }) {
  return (
    <Stack>
      <UserFacts user={detail.user} />
      <ManageUser user={detail.user} isSelf={isSelf} />
      <UserBalance user={detail.user} balance={detail.balance} />
      <UserOrders orders={detail.orders} />
      <UserProducts products={detail.products} />
      <UserCertificates certificates={detail.certificates} />
    </Stack>
  );
}

/** /admin/users/:uid: one user's account, money and activity, and what an admin can change about it. */
export function UserDetailPage() {
  const uid = useParams().uid ?? '';
  const selfUid = useAuthStore((state) => state.user?.uid);
  const query = useApiQuery('getAdminUser', { uid });
  const title = query.data ? userName(query.data.user) : t.detailTitle;

  return (
    <div className={styles.detailPage}>
      <PageFrame eyebrow={t.eyebrow} title={title} nav={areaNav}>
        <Link to="/admin/users" className={styles.back}>
          <span aria-hidden="true">←</span>
          {t.back}
        </Link>
        <Loaded query={query} messages={{ loading: t.detailLoading, loadFailed: t.detailFailed }}>
          {(detail) => <Detail detail={detail} isSelf={selfUid === detail.user.uid} />}
        </Loaded>
      </PageFrame>
    </div>
  );
}
