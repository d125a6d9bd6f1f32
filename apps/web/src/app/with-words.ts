import type { I18nNamespace } from '@cardora/contract';
import { i18next } from '../i18n/i18n';

/**
 * A route's code and the translation areas it reads, fetched side by side: otherwise the area's
 * words were asked for only once its code had run (suspending it), one round trip later.
 */
export function withWords<Module>(load: () => Promise<Module>, areas: I18nNamespace[]): () => Promise<Module> {
  return () => Promise.all([load(), i18next.loadNamespaces(areas)]).then(([loaded]) => loaded);
}
