import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { ElementType, ReactNode } from 'react';

type IconMenuItemProps<C extends ElementType> = MenuItemProps<C, { component?: C }> & {
  /** A small icon before the words (`fontSize="small"`). */
  icon: ReactNode;
  /** A destructive entry (delete): words and icon in the error colour. */
  danger?: boolean;
};

/** A menu entry with an icon before its words; `component` makes it a link (an `a` or a router link). */
export function IconMenuItem<C extends ElementType = 'li'>({
  icon,
  danger = false,
  children,
  ...props
}: IconMenuItemProps<C>) {
  const tone = danger ? { color: 'error.main' } : undefined;
  return (
    <MenuItem sx={tone} {...props}>
      <ListItemIcon sx={tone}>{icon}</ListItemIcon>
      <ListItemText>{children}</ListItemText>
    </MenuItem>
  );
}
