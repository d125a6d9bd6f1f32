import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export type TipIconButtonProps = Omit<IconButtonProps, 'children' | 'aria-label'> & {
  /** The tooltip: the action in a word or two ("Edit"). */
  tip: ReactNode;
  /** The accessible name: the action and what it acts on ("Edit Diwali"). */
  label: string;
  icon: ReactNode;
  /** Wraps the button in a span, so the tooltip still shows while the button is disabled. */
  wrapDisabled?: boolean;
};

/** A list row's icon action (edit, delete, move…), with a short tooltip and a fuller accessible name. */
export function TipIconButton({ tip, label, icon, wrapDisabled = false, ...button }: TipIconButtonProps) {
  const iconButton = (
    <IconButton aria-label={label} {...button}>
      {icon}
    </IconButton>
  );
  return <Tooltip title={tip}>{wrapDisabled ? <span>{iconButton}</span> : iconButton}</Tooltip>;
}
