// Roles in the reader's language: roleLabels (contract) says them in the glossary's English, one
// name per role; this finds that name's glossary key and reads it in the panel's language. A role
// the glossary does not name (a new one) stays in the contract's words.
import { GLOSSARY, type GlossaryKey } from '@cardora/contract';
import { useTranslation } from 'react-i18next';

const ROLE_TERMS = new Map<string, GlossaryKey>(
  (Object.keys(GLOSSARY) as GlossaryKey[]).filter((key) => key.startsWith('role')).map((key) => [GLOSSARY[key], key]),
);

/** The glossary key of a role's English label, if it is one. */
export function roleTerm(label: string): GlossaryKey | null {
  return ROLE_TERMS.get(label) ?? null;
}

/** Turns roleLabels' English into the panel's language. */
export function useRoleLabel(): (label: string) => string {
  const { t } = useTranslation('glossary');
  return (label) => {
    const key = roleTerm(label);
    return key ? t(key) : label;
  };
}
