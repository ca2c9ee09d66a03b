import { Link } from '@app/shared/router';
import { messages } from '@app/shared/messages/vi';
import styles from './NotFound.module.css';

/** Any unknown path shows '404 - Not Found' (also unknown paths inside an area). */
export function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{messages.notFound}</h1>
      <p>{messages.notFoundHint}</p>
      <Link className={styles.button} to="/">
        {messages.backHome}
      </Link>
    </section>
  );
}
