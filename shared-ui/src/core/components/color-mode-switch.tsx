import { useColorMode, type ColorModePreference } from '../theme/color-mode';
import { OptionSelect } from './option-select';

const OPTIONS: { value: ColorModePreference; label: string }[] = [
  { value: 'light', label: 'Terang' },
  { value: 'dark', label: 'Gelap' },
  { value: 'system', label: 'Sistem' },
];

/** Light, dark or the system's mode; the choice is remembered in this browser. */
export function ColorModeSwitch() {
  const preference = useColorMode((s) => s.preference);
  const setPreference = useColorMode((s) => s.setPreference);
  return (
    <OptionSelect
      options={OPTIONS}
      root={{ size: 'sm', width: 'auto', flexShrink: 0 }}
      aria-label="Mode warna"
      value={preference}
      onChange={(event) => setPreference(event.currentTarget.value as ColorModePreference)}
    />
  );
}
