import { Link } from '@app/shared/router';
import { commonMessages } from '@app/shared/messages/common';
import styles from './NotFound.module.css';

/** Any unknown path shows '404 - Not Found' (also unknown paths inside an area). */
export function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{commonMessages.notFound}</h1>
      <p>{commonMessages.notFoundHint}</p>
      <Link className={styles.button} to="/">
        {commonMessages.backHome}
      </Link>
    </section>
  );
}
