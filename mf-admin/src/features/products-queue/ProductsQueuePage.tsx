import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { PendingQueue } from './PendingQueue';
import { UnpublishSection } from './UnpublishSection';

const t = adminProductsQueueMessages;

/** /admin/products: the moderation queue, and taking a product on sale off the marketplace. */
export function ProductsQueuePage() {
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Stack>
        <PendingQueue />
        <UnpublishSection />
      </Stack>
    </PageFrame>
  );
}
