import { Link } from '@app/shared/router';
import { messages } from '@app/shared/messages/vi';
import styles from './Footer.module.css';

/** Footer links to creator pricing, terms and privacy. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>{messages.footer.copyright(new Date().getFullYear())}</p>
        <nav aria-label={messages.footer.label}>
          <ul className={styles.links}>
            <li>
              <Link to="/pricing">{messages.footer.pricing}</Link>
            </li>
            <li>
              <Link to="/terms-of-service">{messages.footer.terms}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{messages.footer.privacy}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
