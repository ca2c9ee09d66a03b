import { useEffect, useState } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import type { Category, Product } from '@app/shared/contracts/catalog';
import { messages } from '@app/shared/messages/vi';
import { toListInput, type CatalogFilters } from './catalogParams';

type Page = { items: Product[]; total: number; page: number; pageSize: number };
type Loaded = { key: string; page: Page; error: null } | { key: string; page: null; error: string };

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : messages.errors.generic);

/**
 * One listProducts call per distinct filter set (and per retry). While the answer for the current filters
 * is not in, `loading` is true; an answer for older filters is ignored.
 */
export function useProducts(filters: CatalogFilters) {
  const inputKey = JSON.stringify(toListInput(filters));
  const [attempt, setAttempt] = useState(0);
  const key = `${inputKey}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    // The input is rebuilt from its key so the effect depends on the filters' value, not their identity.
    api.listProducts(JSON.parse(inputKey) as ReturnType<typeof toListInput>).then(
      (page) => current && setLoaded({ key, page, error: null }),
      (error: unknown) => current && setLoaded({ key, page: null, error: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [inputKey, key]);

  const fresh = loaded?.key === key ? loaded : null;
  return {
    loading: fresh === null,
    page: fresh?.page ?? null,
    error: fresh?.error ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}

let categoriesPromise: Promise<Category[]> | null = null;

/** The category tree, fetched once per page (it rarely changes); a failure is retried on next mount. */
export function useCategories(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let current = true;
    categoriesPromise ??= api.listCategories(null).catch((error: unknown) => {
      categoriesPromise = null;
      throw error;
    });
    categoriesPromise.then(
      (list) => current && setCategories(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return categories;
}

/** Tests only. */
export const resetCategoriesCache = () => {
  categoriesPromise = null;
};
