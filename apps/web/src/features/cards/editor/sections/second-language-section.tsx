// The card's second language (docs/product-rules.md#card-second-language): the language, then the
// owner's own words in it beside what they typed in the card's language, shown as the hint
// under each field. A field left empty shows the primary text on the card.
import {
  CARD_LANGUAGES,
  type CardLanguageCode,
  cardLanguageName,
  cardLanguagesOf,
  isCardLanguageCode,
  type TCard,
  type TCardSecondLanguage,
} from '@cardora/contract';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldsHeading, SectionSelectField, SectionTextField } from '../section-fields';
import type { SectionProps } from '../section-props';
import { CardSectionEditor, type SectionFieldsProps, type SectionFormValues } from '../section-shell';

type In = SectionFormValues<'secondLanguage'>;

function nativeName(code: unknown): string {
  return isCardLanguageCode(code) ? cardLanguageName(code) : '';
}

/**
 * The saved translations as the form holds them: one entry per product and link the card has
 * now, in its order (a translation of a product since deleted is dropped at the next save).
 */
export function secondLanguageFormValues(card: TCard, saved: TCardSecondLanguage): In {
  return {
    ...saved,
    language: saved.language ?? '',
    products: card.sections.products.products.map((product) => {
      const own = saved.products.find((entry) => entry.productId === product.productId);
      return { productId: product.productId, name: own?.name ?? null, description: own?.description ?? null };
    }),
    links: card.sections.links.links.map((link) => ({
      label: link.label,
      text: saved.links.find((entry) => entry.label === link.label)?.text ?? null,
    })),
    members: (card.sections.team?.members ?? []).map((member) => {
      const own = (saved.members ?? []).find((entry) => entry.memberId === member.memberId);
      return { memberId: member.memberId, name: own?.name ?? null, designation: own?.designation ?? null };
    }),
  };
}

/** The primary text a translation stands beside, as the field's hint (nothing when it is empty). */
function usePrimaryHint(primary: CardLanguageCode) {
  const { t } = useTranslation('editor');
  return (text: string | null | undefined) =>
    text
      ? t('second.primaryHint', {
          language: nativeName(primary),
          text: text.length > 90 ? `${text.slice(0, 89)}…` : text,
        })
      : undefined;
}

function SecondLanguageFields({ form, card }: SectionFieldsProps<'secondLanguage'>) {
  const { t } = useTranslation('editor');
  const { primary } = cardLanguagesOf(card.sections);
  const hint = usePrimaryHint(primary);
  const chosen = useWatch({ control: form.control, name: 'language' });
  const options = CARD_LANGUAGES.filter((language) => language.code !== primary).map((language) => ({
    value: language.code,
    label: language.nativeName,
  }));
  const basic = card.sections.basicDetails;
  const products = card.sections.products.products;
  const members = card.sections.team?.members ?? [];
  const links = card.sections.links.links;
  const language = nativeName(chosen);
  return (
    <>
      <SectionSelectField
        form={form}
        name="language"
        words="second.language"
        helperText={t('second.languageHelp', { primary: nativeName(primary) })}
        options={options}
        emptyValue={null}
        emptyLabel={t('second.none')}
        testId="second-language"
      />
      {chosen ? (
        <>
          <Alert severity="info" icon={<TranslateRounded fontSize="inherit" />}>
            {t('second.intro', { language, primary: nativeName(primary) })}
          </Alert>
          <FieldsHeading words="second.basicTitle" />
          <SectionTextField
            form={form}
            name="name"
            words="second.name"
            helperText={hint(basic?.name)}
            testId="second-name"
          />
          <SectionTextField
            form={form}
            name="designation"
            words="second.designation"
            helperText={hint(basic?.designation)}
            testId="second-designation"
          />
          <SectionTextField
            form={form}
            name="companyName"
            words="second.companyName"
            helperText={hint(basic?.companyName)}
            testId="second-company"
          />
          <SectionTextField
            form={form}
            name="aboutText"
            words="second.aboutText"
            multiline
            minRows={3}
            maxRows={12}
            helperText={hint(card.sections.aboutUs.text)}
            testId="second-about"
          />
          {products.length > 0 ? (
            <>
              <Divider />
              <FieldsHeading words="second.productsTitle" />
              {products.map((product, index) => (
                <Stack key={product.productId} spacing={1.5}>
                  <SectionTextField
                    form={form}
                    name={`products.${index}.name`}
                    words="second.productName"
                    helperText={hint(product.name)}
                    testId={`second-product-${index}-name`}
                  />
                  <SectionTextField
                    form={form}
                    name={`products.${index}.description`}
                    words="second.productDescription"
                    multiline
                    maxRows={6}
                    helperText={hint(product.description)}
                    testId={`second-product-${index}-description`}
                  />
                </Stack>
              ))}
            </>
          ) : null}
          {members.length > 0 ? (
            <>
              <Divider />
              <FieldsHeading words="second.teamTitle" />
              {members.map((member, index) => (
                <Stack key={member.memberId} spacing={1.5}>
                  <SectionTextField
                    form={form}
                    name={`members.${index}.name`}
                    words="second.memberName"
                    helperText={hint(member.name)}
                    testId={`second-member-${index}-name`}
                  />
                  <SectionTextField
                    form={form}
                    name={`members.${index}.designation`}
                    words="second.memberDesignation"
                    helperText={hint(member.designation)}
                    testId={`second-member-${index}-designation`}
                  />
                </Stack>
              ))}
            </>
          ) : null}
          {links.length > 0 ? (
            <>
              <Divider />
              <FieldsHeading words="second.linksTitle" />
              {links.map((link, index) => (
                <SectionTextField
                  // Links have no id: what the link is and says names it (the translation goes by its label).
                  key={`${link.type}:${link.label}:${link.value}`}
                  form={form}
                  name={`links.${index}.text`}
                  words="second.linkLabel"
                  helperText={hint(link.label)}
                  testId={`second-link-${index}`}
                />
              ))}
            </>
          ) : null}
        </>
      ) : (
        <Box>
          <Typography variant="body2" color="textSecondary">
            {t('second.chooseFirst')}
          </Typography>
        </Box>
      )}
    </>
  );
}

/** The panel: the shell's form, save and preview, with the translations aligned to the card's products and links. */
export function SecondLanguageSection(props: SectionProps) {
  const { t } = useTranslation('editor');
  const { card } = props;
  const saved = card?.sections.secondLanguage;
  return (
    <CardSectionEditor
      {...props}
      section="secondLanguage"
      icon={<TranslateRounded />}
      spacing={2}
      Fields={SecondLanguageFields}
      toForm={(value) => (card ? secondLanguageFormValues(card, value) : (value as In))}
      description={saved?.language ? nativeName(saved.language) : t('second.description')}
      savedText={t('second.saved')}
    />
  );
}
