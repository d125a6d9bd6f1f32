import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '#features/cards';
import { PhotoCropDialog } from './photo-crop-dialog';

/** The person's photo: pick, crop to a square, then upload the cropped JPEG (POST /document/uploadDoc). */
export function PhotoField<T extends FieldValues, C, O>({
  name,
  control,
  businessId,
}: {
  name: Path<T>;
  control: Control<T, C, O>;
  businessId: string;
}) {
  const { t } = useTranslation('products');
  return (
    <ImageUploadField
      name={name}
      control={control}
      label={t('pdfCards.fields.photo')}
      hint={t('pdfCards.fields.photoHint')}
      businessId={businessId}
      testId="pdf-photo"
      round
      emptyIcon={<AddAPhotoRounded />}
      pickLabel={t('common.addPhoto')}
      prepare={({ file, onCancel, onReady }) => <PhotoCropDialog file={file} onCancel={onCancel} onCropped={onReady} />}
    />
  );
}
