import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '#i18n/use-message';

interface MoveButtonsProps {
  index: number;
  count: number;
  /** useFieldArray's move. */
  move: (from: number, to: number) => void;
  /** Photos in a grid move earlier and later (left and right); list items up and down. */
  sideways?: boolean;
  /** `<testId>-up` and `<testId>-down` on the buttons. */
  testId?: string;
}

/** Move one item of a section's list one place earlier or later (none past either end). */
export function MoveButtons({ index, count, move, sideways = false, testId }: MoveButtonsProps) {
  const { t } = useTranslation('editor');
  return (
    <>
      <IconButton
        size="small"
        aria-label={sideways ? t('gallery.moveEarlier') : t('section.moveUp')}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        data-testid={testId ? `${testId}-up` : undefined}
      >
        {sideways ? <ArrowBackRounded fontSize="small" /> : <ArrowUpwardRounded fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        aria-label={sideways ? t('gallery.moveLater') : t('section.moveDown')}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        data-testid={testId ? `${testId}-down` : undefined}
      >
        {sideways ? <ArrowForwardRounded fontSize="small" /> : <ArrowDownwardRounded fontSize="small" />}
      </IconButton>
    </>
  );
}

/** Remove one item of a section's list; `label` names which. */
export function RemoveButton({ label, onClick, testId }: { label: string; onClick: () => void; testId?: string }) {
  return (
    <IconButton size="small" aria-label={label} onClick={onClick} data-testid={testId}>
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

/** A list section's useFieldArray: its items and how they move. */
interface FieldList {
  fields: readonly { id: string }[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

interface ItemListProps {
  list: FieldList;
  /**
   * The prefix of the list's words in the editor's namespace: `<words>.empty` while it is empty,
   * `<words>.add` on Add, `<words>.remove` (with the item's number) on each Remove.
   */
  words: string;
  /** Add shows while the list holds fewer. */
  max: number;
  onAdd: () => void;
  addTestId: string;
  /** The list's own error from the contract (too many, the same twice), under its items. */
  error?: string;
  /** An item's buttons' test ids: `<prefix>-up`, `<prefix>-down`, `<prefix>-remove`. */
  buttonsTestId?: (index: number) => string;
  /** One item, given its position and its buttons (move up, move down, remove) to place. */
  children: (index: number, buttons: ReactNode) => ReactNode;
}

/** A section's list of items: a line while it is empty, the items, the list's error, and Add while there is room. */
export function ItemList({ list, words, max, onAdd, addTestId, error, buttonsTestId, children }: ItemListProps) {
  const { t } = useTranslation('editor');
  const inLanguage = useMessage();
  const count = list.fields.length;
  return (
    <>
      {count === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t(`${words}.empty`)}
        </Typography>
      ) : null}
      {list.fields.map((field, index) => (
        <Fragment key={field.id}>
          {children(
            index,
            <>
              <MoveButtons index={index} count={count} move={list.move} testId={buttonsTestId?.(index)} />
              <RemoveButton
                label={t(`${words}.remove`, { number: index + 1 })}
                onClick={() => list.remove(index)}
                testId={buttonsTestId ? `${buttonsTestId(index)}-remove` : undefined}
              />
            </>,
          )}
        </Fragment>
      ))}
      {error ? (
        <Typography variant="caption" color="error">
          {inLanguage(error)}
        </Typography>
      ) : null}
      {count < max ? (
        <AddItemButton onClick={onAdd} testId={addTestId}>
          {t(`${words}.add`)}
        </AddItemButton>
      ) : null}
    </>
  );
}
