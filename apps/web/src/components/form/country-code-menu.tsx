import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { COMMON_COUNTRY_CODES } from './country-codes';

interface CountryCodeMenuProps {
  anchor: HTMLElement | null;
  selected: string;
  onPick: (code: string) => void;
  onClose: () => void;
}

/** The menu of common codes: its own chunk, fetched when the person reaches for it, not with the login. */
export function CountryCodeMenu({ anchor, selected, onPick, onClose }: CountryCodeMenuProps) {
  const { t } = useTranslation('auth');
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {COMMON_COUNTRY_CODES.map((option) => (
        <MenuItem key={option.code} selected={option.code === selected} onClick={() => onPick(option.code)}>
          <ListItemText primary={option.code} secondary={t(`countryCode.countries.${option.name}`)} />
        </MenuItem>
      ))}
    </Menu>
  );
}
