import {
  CARD_SECTION_TABLE,
  type CardSectionKey,
  type TBusiness,
  type TCard,
  type TCardSections,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import { type DefaultValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type CardSectionSaveBody, useSaveCardSection } from '../hooks/use-save-card-section';
import { setLiveSection, useEditorStore } from './editor-store';
import { livePreview } from './live-preview';
import { SectionSchemaContext } from './section-fields';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from './section-form';
import { SectionPanel } from './section-panel';
import type { SectionProps } from './section-props';

type SectionSchema<K extends CardSectionKey> = (typeof CARD_SECTION_TABLE)[K]['schema'];
/** What a section's form holds while it is typed (before the schema's defaults and transforms). */
export type SectionFormValues<K extends CardSectionKey> = z.input<SectionSchema<K>>;
/** A section as saved: what the form hands over once the schema accepts it. */
export type SectionValue<K extends CardSectionKey> = z.output<SectionSchema<K>>;
export type SectionForm<K extends CardSectionKey> = UseFormReturn<SectionFormValues<K>, unknown, SectionValue<K>>;

/** What each section's own fields get from the shell. */
export interface SectionFieldsProps<K extends CardSectionKey> {
  form: SectionForm<K>;
  business: TBusiness;
  /** Only basic details are edited before the card exists. */
  card: K extends 'basicDetails' ? TCard | null : TCard;
  /** Keeps Save disabled while true (the gallery while photos upload). */
  blockSave: (blocked: boolean) => void;
}

interface CardSectionEditorProps<K extends CardSectionKey> extends SectionProps {
  section: K;
  icon: ReactNode;
  /** The panel's second line (what is saved, or what the section is for). */
  description: string;
  /** The snackbar's words once the section is saved. */
  savedText: string;
  /** The section's own fields, above the shell's Save row. */
  Fields: ComponentType<SectionFieldsProps<K>>;
  /** The space between the fields. */
  spacing: number;
  /**
   * What the form starts from while the card has no such section saved: given, the form shows
   * before the card exists and its first save creates the card (basic details only).
   */
  draft?: SectionValue<K>;
  /** A saved section as the form holds it (settings: every heading key present). */
  toForm?: (saved: SectionValue<K>) => SectionFormValues<K>;
  /** Save's word while there is something to save (default: the glossary's Save). */
  saveLabel?: string;
}

/**
 * One editor panel for one card section: the accordion, the form on the section's contract schema,
 * the live preview, the copy kept on the device, the save through the section's endpoint, errors
 * on their fields or above Save, and the Save row. Only the fields are each section's own.
 */
export function CardSectionEditor<K extends CardSectionKey>(props: CardSectionEditorProps<K>) {
  const { t } = useTranslation('editor');
  const { section, card, draft, expanded, onToggle } = props;
  const saved = (card?.sections[section] ?? draft) as SectionValue<K> | null | undefined;
  return (
    <SectionPanel
      panel={section}
      description={props.description}
      icon={props.icon}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card || draft ? null : t('section.saveBasicFirst')}
    >
      {saved ? <SectionEditorForm {...props} saved={saved} /> : null}
    </SectionPanel>
  );
}

/** A section whose own parts are only its fields, icon, words and the line that sums up what is saved. */
export interface SectionSpec<K extends CardSectionKey>
  extends Pick<CardSectionEditorProps<K>, 'icon' | 'Fields' | 'spacing' | 'toForm'> {
  /** The prefix of the section's words in the editor's namespace: `<words>.saved`, `<words>.description`. */
  words: string;
  /** The panel's second line for what is saved; without one it shows `<words>.description`. */
  summary?: (saved: SectionValue<K>, t: TFunction<'editor'>) => string | null | undefined;
}

/** The panel of a section described by a spec (section-table.tsx holds them all). */
export function SectionEditor<K extends CardSectionKey>({
  spec,
  ...props
}: SectionProps & { section: K; spec: SectionSpec<K> }) {
  const { t } = useTranslation('editor');
  const { words, summary, ...shell } = spec;
  const saved = props.card?.sections[props.section] as SectionValue<K> | null | undefined;
  return (
    <CardSectionEditor
      {...props}
      {...shell}
      description={(saved && summary?.(saved, t)) ?? t(`${words}.description`)}
      savedText={t(`${words}.saved`)}
    />
  );
}

/** A list section's summary: how many items it holds, or nothing while it is empty. */
export function countSummary(t: TFunction<'editor'>, key: string, count: number): string | null {
  return count ? t(key, { count }) : null;
}

const identity = <T,>(value: T) => value;

function SectionEditorForm<K extends CardSectionKey>({
  section,
  business,
  card,
  saved,
  savedText,
  Fields,
  spacing,
  toForm = identity as (saved: SectionValue<K>) => SectionFormValues<K>,
  saveLabel,
}: CardSectionEditorProps<K> & { saved: SectionValue<K> }) {
  const store = useEditorStore();
  const schema: z.ZodObject = CARD_SECTION_TABLE[section].schema;
  const form: SectionForm<K> = useForm<SectionFormValues<K>, unknown, SectionValue<K>>({
    // The schema is this section's; its generic type is too wide for the resolver to follow.
    resolver: zodResolver(schema) as unknown as Resolver<SectionFormValues<K>, unknown, SectionValue<K>>,
    defaultValues: toForm(saved) as DefaultValues<SectionFormValues<K>>,
  });
  const onLive = useCallback(
    (values: unknown) => setLiveSection(store, section, livePreview(schema, values, saved) as TCardSections[K]),
    [store, section, schema, saved],
  );
  useSectionSync(section, form, onLive);
  const save = useSaveCardSection(section);
  const submitter = useSectionSubmit(section);
  const [saveBlocked, blockSave] = useState(false);

  const submit = form.handleSubmit((value) =>
    submitter.run(
      async () => {
        const body = card
          ? { cardNo: card.cardNo, [section]: value }
          : { businessId: business.businessId, [section]: value };
        const next = await save.mutateAsync(body as CardSectionSaveBody<K>);
        const savedNow = next.sections[section] as SectionValue<K> | null;
        if (savedNow) form.reset(toForm(savedNow));
      },
      savedText,
      (error) => applySectionErrors(error, form, section, Object.keys(schema.shape)),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid={`form-${section}`}>
      <Stack spacing={spacing}>
        <SectionSchemaContext value={schema}>
          <Fields form={form} business={business} card={card as SectionFieldsProps<K>['card']} blockSave={blockSave} />
        </SectionSchemaContext>
        <SaveRow
          section={section}
          // Nothing saved yet (a new card's basic details): its draft can be saved at once.
          dirty={form.formState.isDirty || !card?.sections[section]}
          saving={save.isPending}
          error={submitter.error}
          label={saveLabel}
          disabled={saveBlocked}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </Box>
  );
}
