import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from 'react';

export interface TextInputProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  value?: unknown;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Default true, as the theme sets for MUI's TextField. */
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  sx?: SxProps<Theme>;
  className?: string;
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField, put together from its parts as TextField does (label, input, helper
 * text, the ids that tie them), without TextField itself: TextField always brings Select, and
 * with it Menu, Popover and Modal, which the sign-in screens do not use (the login's scripts stay small). Same props
 * as TextField for what the panel's forms pass; no `select` (FormSelectField has one).
 */
export function TextInput({
  id: idProp,
  name,
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  inputRef,
  type,
  placeholder,
  autoComplete,
  autoFocus,
  helperText,
  error,
  disabled,
  required,
  fullWidth = true,
  size,
  multiline,
  rows,
  minRows,
  maxRows,
  sx,
  className,
  slotProps = {},
}: TextInputProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  return (
    <FormControl
      className={className}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      size={size}
      variant="outlined"
      sx={sx}
    >
      {label ? (
        <InputLabel htmlFor={id} id={labelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        notched={shrink}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
