import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface MoveButtonsProps {
  index: number;
  count: number;
  /** useFieldArray's move. */
  move: (from: number, to: number) => void;
  /** Photos in a grid move earlier and later (left and right); list items up and down. */
  sideways?: boolean;
}

/** Move one item of a section's list one place earlier or later (none past either end). */
export function MoveButtons({ index, count, move, sideways = false }: MoveButtonsProps) {
  const { t } = useTranslation('editor');
  return (
    <>
      <IconButton
        size="small"
        aria-label={sideways ? t('gallery.moveEarlier') : t('section.moveUp')}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        {sideways ? <ArrowBackRounded fontSize="small" /> : <ArrowUpwardRounded fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        aria-label={sideways ? t('gallery.moveLater') : t('section.moveDown')}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        {sideways ? <ArrowForwardRounded fontSize="small" /> : <ArrowDownwardRounded fontSize="small" />}
      </IconButton>
    </>
  );
}

/** Remove one item of a section's list; `label` names which. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="small" aria-label={label} onClick={onClick}>
      <DeleteOutlineRounded fontSize="small" />
    </IconButton>
  );
}

interface AddItemButtonProps {
  onClick: () => void;
  testId: string;
  /** The gallery's picks photos; the others add a plus. */
  icon?: ReactNode;
  children: ReactNode;
}

/** Add one more item below a section's list. */
export function AddItemButton({ onClick, testId, icon = <AddRounded />, children }: AddItemButtonProps) {
  return (
    <Button variant="outlined" startIcon={icon} onClick={onClick} sx={{ alignSelf: 'flex-start' }} data-testid={testId}>
      {children}
    </Button>
  );
}
