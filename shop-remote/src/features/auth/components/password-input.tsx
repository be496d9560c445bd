import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../app/icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<TextFieldProps, 'type' | 'endElement'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      type="button"
      variant="ghost"
      size="xs"
      me="-2"
      aria-label={visible ? `Sembunyikan ${props.label}` : `Tampilkan ${props.label}`}
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} endElement={toggle} />;
}
