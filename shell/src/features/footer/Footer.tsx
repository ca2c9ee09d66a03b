import { Link } from '@app/shared/router';
import { commonMessages } from '@app/shared/messages/common';
import { paths } from '@app/shared/routing/paths';
import styles from './Footer.module.css';

/**
 * Footer links to the academy, creator pricing, terms and privacy. The academy is here so every visitor can
 * find it: the header's menu lists it only for users who own something.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>{commonMessages.footer.copyright(new Date().getFullYear())}</p>
        <nav aria-label={commonMessages.footer.label}>
          <ul className={styles.links}>
            <li>
              <Link to={paths.training}>{commonMessages.footer.academy}</Link>
            </li>
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
