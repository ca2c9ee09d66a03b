// The one way a front end uses zod (forms validated by the contract's own schemas, so the page and the
// server say the same words). Importing the schemas from here guarantees `jitless` is set before any of
// them is built (./jitless.ts, first import); listed in package.json `sideEffects` so a bundler never
// skips it. Apps never import `zod` or a schema module directly (lint rule in eslint.config.mjs).
import { z } from './jitless';

export { z };
export { submitCreatorApplicationInput, saveProductInput } from './creator';
export { captionsFormInput, quizDraftFields } from './academy';
export { lessonVideoInput } from './media';
export { addPayoutAccountForm } from './payout-accounts';
export { updateUserProfileInput } from './profile';
export { saveReviewInput } from './reviews';
export { checkUserBalanceInput, getReconciliationInput } from './reconciliation';
export { priceChangedDetails } from './checkout';
