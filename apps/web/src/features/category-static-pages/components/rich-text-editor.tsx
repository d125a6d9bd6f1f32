import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import RedoRounded from '@mui/icons-material/RedoRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LinkDialog } from './link-dialog';
import { richTextSx } from './rich-text-styles';

type Block = 'p' | 'h2' | 'h3';
const BLOCK_LABELS: Record<Block, string> = { p: 'Text', h2: 'Heading', h3: 'Subheading' };

/**
 * The page's editor: a toolbar over a contentEditable area that writes the subset the server keeps
 * (paragraphs, two heading sizes, bold, italic, lists, links, our own images). Pasted text comes in
 * plain, so another site's styles and scripts never reach the form; the server cleans what is saved
 * all the same.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  onUploadImage,
  uploadProgress,
  error,
  label,
}: {
  /** The content when the editor opens; later changes are the editor's own. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads a picked image and answers its address (/uploads/…), or null when it was refused. */
  onUploadImage: (file: File) => Promise<string | null>;
  /** 0..1 while an image uploads. */
  uploadProgress: number | null;
  error?: string | undefined;
  label: string;
}) {
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [active, setActive] = useState<{ bold: boolean; italic: boolean; block: string }>({
    bold: false,
    italic: false,
    block: 'p',
  });

  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
    // Only the first content: resetting it on every keystroke would move the caret.
  }, [initialHtml]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const rememberSelection = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0);
    }
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      block: String(document.queryCommandValue('formatBlock') || 'p').toLowerCase(),
    });
  };
  const restoreSelection = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };
  const run = (command: string, value?: string) => {
    restoreSelection();
    // execCommand is deprecated but is still what every browser's contentEditable understands.
    document.execCommand(command, false, value);
    emit();
    rememberSelection();
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    const url = await onUploadImage(file);
    if (url) run('insertImage', url);
  };

  return (
    <Box>
      <Typography component="label" variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Box
          role="toolbar"
          aria-label="Formatting"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
            px: 0.5,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            overflowX: 'auto',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            borderRadius: '8px 8px 0 0',
            scrollbarWidth: 'none',
          }}
          // Keep the text selected while a toolbar button is pressed.
          onMouseDown={(event) => event.preventDefault()}
        >
          {(Object.keys(BLOCK_LABELS) as Block[]).map((block) => (
            <ToggleButton
              key={block}
              value={block}
              size="small"
              selected={active.block === block || (block === 'p' && active.block === 'div')}
              onClick={() => run('formatBlock', block)}
              sx={{
                border: 0,
                borderRadius: 1.5,
                px: 1.25,
                whiteSpace: 'nowrap',
                textTransform: 'none',
                fontWeight: 600,
              }}
              data-testid={`rich-text-${block}`}
            >
              {BLOCK_LABELS[block]}
            </ToggleButton>
          ))}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton label="Bold" selected={active.bold} onClick={() => run('bold')} testId="rich-text-bold">
            <FormatBoldRounded />
          </ToolButton>
          <ToolButton label="Italic" selected={active.italic} onClick={() => run('italic')} testId="rich-text-italic">
            <FormatItalicRounded />
          </ToolButton>
          <ToolButton label="Bulleted list" onClick={() => run('insertUnorderedList')} testId="rich-text-ul">
            <FormatListBulletedRounded />
          </ToolButton>
          <ToolButton label="Numbered list" onClick={() => run('insertOrderedList')} testId="rich-text-ol">
            <FormatListNumberedRounded />
          </ToolButton>
          <ToolButton label="Link" onClick={() => setLinking(true)} testId="rich-text-link">
            <LinkRounded />
          </ToolButton>
          <ToolButton label="Image" onClick={() => fileInput.current?.click()} testId="rich-text-image">
            <ImageRounded />
          </ToolButton>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton label="Undo" onClick={() => run('undo')}>
            <UndoRounded />
          </ToolButton>
          <ToolButton label="Redo" onClick={() => run('redo')}>
            <RedoRounded />
          </ToolButton>
        </Box>
        {uploadProgress !== null ? <LinearProgress variant="determinate" value={uploadProgress * 100} /> : null}
        <Box
          ref={area}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={Boolean(error)}
          data-testid="rich-text-area"
          onInput={emit}
          onKeyUp={rememberSelection}
          onMouseUp={rememberSelection}
          onBlur={rememberSelection}
          onPaste={(event) => {
            event.preventDefault();
            document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
            emit();
          }}
          sx={{
            ...richTextSx,
            minHeight: { xs: 220, sm: 280 },
            maxHeight: { xs: '50vh', sm: 460 },
            overflowY: 'auto',
            px: 2,
            py: 1.5,
            outline: 'none',
            '&:empty::before': { content: '"Write the page…"', color: 'text.disabled' },
          }}
        />
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="rich-text-image-input"
        onChange={(event) => {
          void pickImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <LinkDialog
        open={linking}
        onClose={() => setLinking(false)}
        onLink={(href) => {
          setLinking(false);
          run('createLink', href);
        }}
      />
    </Box>
  );
}

function ToolButton({
  label,
  onClick,
  selected = false,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  selected?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={selected}
        onClick={onClick}
        size="medium"
        color={selected ? 'primary' : 'default'}
        sx={{ borderRadius: 1.5, bgcolor: selected ? 'action.selected' : undefined, flexShrink: 0 }}
        data-testid={testId}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
