import type { AdminUserDetail } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages/admin';
import { vnDateTime } from '@app/shared/money/vnTime';
import { Link } from '@app/shared/router';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import styles from './users.module.css';

const t = adminMessages.users;

/** Their orders, newest first: id, item, price, status (refunds included), created and paid. */
export function UserOrders({ orders }: { orders: AdminUserDetail['orders'] }) {
  return (
    <section className={money.card} aria-labelledby="user-orders-title">
      <h2 id="user-orders-title">{t.ordersTitle}</h2>
      {orders.length === 0 ? (
        <p className={money.muted}>{t.ordersEmpty}</p>
      ) : (
        <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.ordersCaption}>
          <table className={money.table}>
            <caption className="visually-hidden">{t.ordersCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.orderId}</th>
                <th scope="col">{t.orderTitle}</th>
                <th scope="col" className={money.num}>
                  {t.price}
                </th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.created}</th>
                <th scope="col">{t.paid}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className={styles.code}>
                    {order.id}
                  </th>
                  <td>{order.title}</td>
                  <td className={money.num}>{formatVnd(order.price)}</td>
                  <td className={styles.nowrap}>{t.orderStatus[order.status]}</td>
                  <td className={styles.nowrap}>{vnDateTime(order.createdAt)}</td>
                  <td className={styles.nowrap}>{order.paidAt ? vnDateTime(order.paidAt) : t.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Their products as a creator, whatever their status. */
export function UserProducts({ products }: { products: AdminUserDetail['products'] }) {
  return (
    <section className={money.card} aria-labelledby="user-products-title">
      <h2 id="user-products-title">{t.productsTitle}</h2>
      {products.length === 0 ? (
        <p className={money.muted}>{t.productsEmpty}</p>
      ) : (
        <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.productsCaption}>
          <table className={money.table}>
            <caption className="visually-hidden">{t.productsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.productTitle}</th>
                <th scope="col" className={money.num}>
                  {t.price}
                </th>
                <th scope="col">{t.status}</th>
                <th scope="col" className={money.num}>
                  {t.sales}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">{product.title}</th>
                  <td className={money.num}>{formatVnd(product.price)}</td>
                  <td className={styles.nowrap}>{t.productStatus[product.status] ?? product.status}</td>
                  <td className={money.num}>{product.salesCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Their academy certificates, each linking to its public page; a revoked one says so. */
export function UserCertificates({ certificates }: { certificates: AdminUserDetail['certificates'] }) {
  return (
    <section className={money.card} aria-labelledby="user-certificates-title">
      <h2 id="user-certificates-title">{t.certificatesTitle}</h2>
      {certificates.length === 0 ? (
        <p className={money.muted}>{t.certificatesEmpty}</p>
      ) : (
        <ul className={styles.certList}>
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <Link to={`/chung-nhan/${encodeURIComponent(certificate.id)}`}>{certificate.courseName}</Link>{' '}
              <span className={`${money.muted} ${styles.code}`}>{certificate.id}</span>
              {certificate.revokedAt && <span className={styles.revoked}>{t.certificateRevoked}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
