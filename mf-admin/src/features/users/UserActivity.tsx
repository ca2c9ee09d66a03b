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
];

const productColumns: Column<AdminUserDetail['products'][number]>[] = [
  { label: t.productTitle, rowHeader: true, cell: (product) => product.title },
  { label: t.price, numeric: true, cell: (product) => formatVnd(product.price) },
  { label: t.status, nowrap: true, cell: (product) => t.productStatus[product.status] ?? product.status },
  { label: t.sales, numeric: true, cell: (product) => product.salesCount },
];

/** Their orders, newest first: id, item, price, status (refunds included), created and paid. */
export function UserOrders({ orders }: { orders: AdminUserDetail['orders'] }) {
  return (
    <Card title={t.ordersTitle}>
      <Table
        caption={t.ordersCaption}
        captionHidden
        columns={orderColumns}
        rows={orders}
        rowKey={(order) => order.id}
        empty={t.ordersEmpty}
      />
    </Card>
  );
}

/** Their products as a creator, whatever their status. */
export function UserProducts({ products }: { products: AdminUserDetail['products'] }) {
  return (
    <Card title={t.productsTitle}>
      <Table
        caption={t.productsCaption}
        captionHidden
        columns={productColumns}
        rows={products}
        rowKey={(product) => product.id}
        empty={t.productsEmpty}
      />
    </Card>
  );
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
