import { Outlet } from '@app/shared/router';
import { commonMessages } from '@app/shared/messages/common';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { SessionEndNotice } from '../features/session-end/SessionEndNotice';
import styles from './Layout.module.css';

export function Layout() {
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {commonMessages.nav.skipToContent}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <SessionEndNotice />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
