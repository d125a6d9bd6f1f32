// Built-in business categories in the panel's language; a category someone typed stays as typed.
// docs/product-rules.md#hindi-mode
import { builtInCategoryKey } from '@cardora/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Returns `categoryName(key, name)`: the shipped category's name in the page's language, else `name`. */
export function useCategoryName(): (key: string, name: string) => string {
  const { t } = useTranslation('customer');
  return useCallback(
    (key: string, name: string) => {
      const known = builtInCategoryKey(key, name);
      return known ? t(`categoryNames.${known}`) : name;
    },
    [t],
  );
}
