import { IconButton } from '@pcb/shared-ui';
import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
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
      {visible ? <EyeOff /> : <Eye />}
    </IconButton>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} endElement={toggle} />;
}
