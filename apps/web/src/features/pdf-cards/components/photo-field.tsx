import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ImageUploadField } from '../../cards/components/image-upload-field';
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
  return (
    <ImageUploadField
      name={name}
      control={control}
      label="Photo"
      hint="A face photo; you crop it to a square next."
      businessId={businessId}
      testId="pdf-photo"
      round
      emptyIcon={<AddAPhotoRounded />}
      pickLabel="Add photo"
      prepare={({ file, onCancel, onReady }) => <PhotoCropDialog file={file} onCancel={onCancel} onCropped={onReady} />}
    />
  );
}
