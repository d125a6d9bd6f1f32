import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogCancelActions } from '#components/dialog/dialog-cancel-actions';

/** The schemes a rich-text link keeps (RICH_TEXT_LINK_SCHEMES); anything else the server strips. */
const SAFE_LINK = /^(https?:\/\/[^\s.]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9][0-9 ()-]{3,24})$/i;

/** Asks for a link's address before it is put on the selected text. */
export function LinkDialog({
  open,
  onClose,
  onLink,
}: {
  open: boolean;
  onClose: () => void;
  onLink: (href: string) => void;
}) {
  const [href, setHref] = useState('https://');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const value = href.trim();
    if (!SAFE_LINK.test(value)) {
      setError('Use a web address (https://…), an e-mail (mailto:…) or a phone (tel:…).');
      return;
    }
    onLink(value);
    setHref('https://');
    setError(null);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="rich-text-link-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle sx={{ fontWeight: 700 }}>Add a link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Link address"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            error={error !== null}
            helperText={error ?? 'The selected text becomes the link.'}
            slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'rich-text-link-href' } }}
          />
        </DialogContent>
        <DialogCancelActions onCancel={onClose}>
          <Button type="submit" variant="contained" data-testid="rich-text-link-submit">
            Add link
          </Button>
        </DialogCancelActions>
      </form>
    </Dialog>
  );
}
