import type { AdminUserDetail } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminUsersMessages } from '@app/shared/messages/admin/users';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Link } from '@app/shared/router';
import { Table, type Column } from '@app/shared/ui/Table';
import { Card } from '@app/shared/ui/Card';
import styles from './users.module.css';

const t = adminUsersMessages;

const orderColumns: Column<AdminUserDetail['orders'][number]>[] = [
  { label: t.orderId, rowHeader: true, className: styles.code, cell: (order) => order.id },
  { label: t.orderTitle, cell: (order) => order.title },
  { label: t.price, numeric: true, cell: (order) => formatVnd(order.price) },
  { label: t.status, nowrap: true, cell: (order) => t.orderStatus[order.status] },
  { label: t.created, nowrap: true, cell: (order) => vnDateTime(order.createdAt) },
  { label: t.paid, nowrap: true, cell: (order) => (order.paidAt ? vnDateTime(order.paidAt) : t.none) },
  {
    label: t.selfReferral,
    cell: (order) =>
      order.selfReferral ? (
        <>
          {t.selfReferralReason[order.selfReferral]}
          {order.selfReferralAffiliateId && (
            <>
              {' · '}
              <Link to={`/admin/users/${encodeURIComponent(order.selfReferralAffiliateId)}`}>
                {order.selfReferralAffiliateId}
              </Link>
            </>
          )}
        </>
      ) : (
        t.none
      ),
  },
];

const productColumns: Column<AdminUserDetail['products'][number]>[] = [
  { label: t.productTitle, rowHeader: true, cell: (product) => product.title },
  { label: t.price, numeric: true, cell: (product) => formatVnd(product.price) },
  { label: t.status, nowrap: true, cell: (product) => t.productStatus[product.status] ?? product.status },
  { label: t.sales, numeric: true, cell: (product) => product.salesCount },
];

/** One list of the user's activity in its card: a table whose caption the card's title already says. */
type Activity<Row> = { title: string; caption: string; empty: string; columns: Column<Row>[] };

function ActivityTable<Row extends { id: string }>({ activity, rows }: { activity: Activity<Row>; rows: Row[] }) {
  return (
    <Card title={activity.title}>
      <Table
        caption={activity.caption}
        captionHidden
        columns={activity.columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={activity.empty}
      />
    </Card>
  );
}

const ordersActivity: Activity<AdminUserDetail['orders'][number]> = {
  title: t.ordersTitle,
  caption: t.ordersCaption,
  empty: t.ordersEmpty,
  columns: orderColumns,
};

const productsActivity: Activity<AdminUserDetail['products'][number]> = {
  title: t.productsTitle,
  caption: t.productsCaption,
  empty: t.productsEmpty,
  columns: productColumns,
};

/** Their orders, newest first: id, item, price, status (refunds included), created and paid. */
export function UserOrders({ orders }: { orders: AdminUserDetail['orders'] }) {
  return <ActivityTable activity={ordersActivity} rows={orders} />;
}

/** Their products as a creator, whatever their status. */
export function UserProducts({ products }: { products: AdminUserDetail['products'] }) {
  return <ActivityTable activity={productsActivity} rows={products} />;
}

/** Their academy certificates, each linking to its public page; a revoked one says so. */
export function UserCertificates({ certificates }: { certificates: AdminUserDetail['certificates'] }) {
  return (
    <Card title={t.certificatesTitle}>
      {certificates.length === 0 ? (
        <p className="muted">{t.certificatesEmpty}</p>
      ) : (
        <ul className={styles.certList}>
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <Link to={`/chung-nhan/${encodeURIComponent(certificate.id)}`}>{certificate.courseName}</Link>{' '}
              <span className={`muted ${styles.code}`}>{certificate.id}</span>
              {certificate.revokedAt && <span className={styles.revoked}>{t.certificateRevoked}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
