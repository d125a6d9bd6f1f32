import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** Below which width a form dialog fills the screen: the theme's phones (`sm`), or anything narrower than a tablet. */
export type FullScreenBelow = 'sm' | 'tablet';

/**
 * A dialog whose form is mounted only while it is open: give the form a `key` of what it edits,
 * so each opening starts from that row's values and a closed dialog holds no stale state.
 */
export function FormDialog({
  open,
  onClose,
  maxWidth,
  fullScreenBelow,
  scroll,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  maxWidth: DialogProps['maxWidth'];
  fullScreenBelow?: FullScreenBelow;
  scroll?: DialogProps['scroll'];
  testId?: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const narrow = useMediaQuery('(max-width:767px)');
  const fullScreen = fullScreenBelow === 'sm' ? phone : fullScreenBelow === 'tablet' ? narrow : false;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      scroll={scroll}
      data-testid={testId}
    >
      {open ? children : null}
    </Dialog>
  );
}
