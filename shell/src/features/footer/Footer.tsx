import { Link } from '@app/shared/router';
import { commonMessages } from '@app/shared/messages/common';
import styles from './Footer.module.css';

/** Footer links to creator pricing, terms and privacy. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>{commonMessages.footer.copyright(new Date().getFullYear())}</p>
        <nav aria-label={commonMessages.footer.label}>
          <ul className={styles.links}>
            <li>
              <Link to="/pricing">{commonMessages.footer.pricing}</Link>
            </li>
            <li>
              <Link to="/terms-of-service">{commonMessages.footer.terms}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{commonMessages.footer.privacy}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
