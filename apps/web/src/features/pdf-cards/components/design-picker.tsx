import { PDF_TEMPLATES, type PdfTemplateCode } from '@cardora/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { designName } from '../design-words';

/** The card's design; changing it re-draws the preview in the new design. */
export function DesignPicker({
  value,
  onChange,
}: {
  value: PdfTemplateCode;
  onChange: (code: PdfTemplateCode) => void;
}) {
  const { t } = useTranslation('products');
  return (
    <TextField
      select
      size="small"
      label={t('pdfCards.editor.design')}
      value={value}
      onChange={(event) => {
        const found = PDF_TEMPLATES.find((template) => template.code === event.target.value);
        if (found) onChange(found.code);
      }}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': 'pdf-design' } }}
    >
      {PDF_TEMPLATES.map((template) => (
        <MenuItem key={template.code} value={template.code}>
          {designName(template, t)}
        </MenuItem>
      ))}
    </TextField>
  );
}
