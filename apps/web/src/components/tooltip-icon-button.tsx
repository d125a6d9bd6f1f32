import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ElementType, ReactNode } from 'react';

type TooltipIconButtonProps<C extends ElementType> = IconButtonProps<C, { component?: C }> & {
  /** What the icon does, shown on hover (the button's `aria-label` names it for a screen reader). */
  title: ReactNode;
};

/** A small icon button of a row's actions, with its tooltip. */
export function TooltipIconButton<C extends ElementType = 'button'>({ title, ...props }: TooltipIconButtonProps<C>) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" {...props} />
    </Tooltip>
  );
}
