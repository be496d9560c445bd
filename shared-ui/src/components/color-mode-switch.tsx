import { NativeSelect } from '@chakra-ui/react';
import { useColorMode, type ColorModePreference } from '../theme/color-mode';

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
    <NativeSelect.Root size="sm" width="auto" flexShrink={0}>
      <NativeSelect.Field aria-label="Mode warna" value={preference} onChange={(event) => setPreference(event.currentTarget.value as ColorModePreference)}>
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
