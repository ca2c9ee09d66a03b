import { useResultsQuery } from '@app/shared/data/query';
import { toListInput, type MarketplaceFilters } from './marketplaceParams';

/** The page of products for the filters in the URL. */
export const useAffiliateProducts = (filters: MarketplaceFilters) =>
  useResultsQuery('listAffiliateProducts', toListInput(filters));
