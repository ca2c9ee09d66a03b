import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { ButtonAnchor } from '@app/shared/ui/ButtonLink';
import { EMBED_SANDBOX } from '@app/shared/ui/demo/demo';
import styles from './DemoDialog.module.css';

/**
 * A creator's own demo page (or one of the site's sample pages) in a sandboxed frame, with a link that opens it
 * in a tab of its own. The frame sends no referrer: the page learns nothing of where its visitor came from.
 */
export function EmbedDemo({ url, title }: { url: string; title: string }) {
  return (
    <div className={styles.embed}>
      <iframe
        className={styles.frame}
        src={url}
        title={m.demo.embedFrame(title)}
        sandbox={EMBED_SANDBOX}
        referrerPolicy="no-referrer"
        data-testid="embed-demo"
      />
      <div className={styles.embedBar}>
        <p className={styles.help}>{m.demo.embedNote}</p>
        <ButtonAnchor variant="secondary" size="sm" href={url} target="_blank" rel="noopener noreferrer">
          {m.demo.openInNewTab}
        </ButtonAnchor>
      </div>
    </div>
  );
}
