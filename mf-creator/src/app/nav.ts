import { creatorMessages } from '@app/shared/messages/creator';
import { areaNav as navOf } from '@app/shared/routing/areaNav';

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav = navOf('creator', creatorMessages.nav);
