import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '#components/form/form-switch';
import { ItemList } from '../item-list';
import { SectionImageField, SectionTextField } from '../section-fields';
import type { SectionFieldsProps } from '../section-shell';

type ProductsControl = SectionFieldsProps<'products'>['form']['control'];
const MAX_PRODUCTS = 50;

function rupeesText(paise: unknown): string {
  if (typeof paise !== 'number' || !Number.isFinite(paise)) return '';
  const rupees = paise / 100;
  return Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
}

/** The price is typed in rupees and kept in paise (integers), as the contract stores it. */
function PriceField({ control, index }: { control: ProductsControl; index: number }) {
  return (
    <Controller
      control={control}
      name={`products.${index}.priceInPaise`}
      render={({ field, fieldState }) => <PriceInput field={field} error={fieldState.error?.message} index={index} />}
    />
  );
}

function PriceInput({
  field,
  error,
  index,
}: {
  field: { value: unknown; onChange: (value: number | null) => void; onBlur: () => void };
  error: string | undefined;
  index: number;
}) {
  const { t } = useTranslation('editor');
  const [text, setText] = useState(() => rupeesText(field.value));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <TextField
      label={t('products.price')}
      value={text}
      onChange={(event) => {
        const typed = event.target.value.replace(/[,\s₹]/g, '');
        setText(event.target.value);
        if (typed === '') {
          setProblem(null);
          field.onChange(null);
        } else if (/^\d{1,8}(\.\d{0,2})?$/.test(typed)) {
          setProblem(null);
          field.onChange(Math.round(Number.parseFloat(typed) * 100));
        } else setProblem(t('products.priceInvalid'));
      }}
      onBlur={field.onBlur}
      error={Boolean(problem ?? error)}
      helperText={problem ?? error ?? t('products.priceHelp')}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'data-testid': `product-price-${index}` },
      }}
    />
  );
}

function newProductId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `p-${Date.now().toString(36)}`;
}

/** Products: name, price in rupees, photo, description and an enquiry button each. */
export function ProductsFields({ form, card }: SectionFieldsProps<'products'>) {
  const { t } = useTranslation('editor');
  const products = useFieldArray({ control: form.control, name: 'products' });
  const addProduct = () =>
    products.append({
      productId: newProductId(),
      name: '',
      priceInPaise: null,
      imageUrl: null,
      description: '',
      enquiryEnabled: true,
    });
  return (
    <ItemList list={products} words="products" max={MAX_PRODUCTS} addTestId="add-product" onAdd={addProduct}>
      {(index, buttons) => (
        <Card sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`product-${index}`}>
          <Stack spacing={1.75}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{t('products.product', { number: index + 1 })}</Typography>
              {buttons}
            </Stack>
            <Box sx={{ display: 'grid', gap: 1.75, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
              <SectionTextField
                form={form}
                name={`products.${index}.name`}
                words="products.name"
                testId={`product-name-${index}`}
              />
              <PriceField control={form.control} index={index} />
            </Box>
            <SectionTextField
              form={form}
              name={`products.${index}.description`}
              words="products.productDescription"
              multiline
              minRows={2}
              testId={`product-description-${index}`}
            />
            <SectionImageField
              form={form}
              name={`products.${index}.imageUrl`}
              words="products.photo"
              businessId={card.businessId}
              testId={`upload-product-${index}`}
            />
            <FormSwitch
              control={form.control}
              name={`products.${index}.enquiryEnabled`}
              label={t('products.enquiry')}
              testId={`product-enquiry-${index}`}
            />
          </Stack>
        </Card>
      )}
    </ItemList>
  );
}
