import { useQuery } from '@pcb/shared-ui';
import { SelectField, useFormContext, useWatch } from '@pcb/shared-ui/forms';
import { useEffect } from 'react';
import { ADDRESS_LEVELS, areaQuery, type AddressLevel } from '../api';
import { emptyHint } from './profile-rules';

export const LEVEL_LABELS: Record<AddressLevel, string> = {
  province: 'Provinsi',
  city: 'Kota/Kabupaten',
  district: 'Kecamatan',
  sub_district: 'Kelurahan/Desa',
};

type AddressIds = Record<AddressLevel, string>;

/** One level's select: its choices load once the level above it is chosen. */
function AreaSelect({ level, parentId }: { level: AddressLevel; parentId: string }) {
  const value = useWatch<AddressIds>({ name: level });
  const waiting = level !== 'province' && !parentId;
  const areas = useQuery({ ...areaQuery(level, parentId), enabled: !waiting });
  const options = (areas.data ?? []).map((area) => ({ value: area.id, label: area.name }));
  // Remounted when its choices arrive, so the select shows the value the form already holds.
  return (
    <SelectField
      key={`${parentId}:${options.length}`}
      name={level}
      label={LEVEL_LABELS[level]}
      placeholder={areas.isFetching ? 'Memuat...' : `Pilih ${LEVEL_LABELS[level]}`}
      options={options}
      helperText={emptyHint(value, LEVEL_LABELS[level])}
    />
  );
}

/** Province → city → district → sub-district from the shipping lookups; changing a level clears the ones below it. */
export function AddressSelects() {
  const { control, setValue, watch } = useFormContext<AddressIds>();
  const chosen = useWatch({ control, name: [...ADDRESS_LEVELS] });

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      const changed = ADDRESS_LEVELS.indexOf(name as AddressLevel);
      if (type !== 'change' || changed < 0) return;
      for (const lower of ADDRESS_LEVELS.slice(changed + 1)) setValue(lower, '');
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  return (
    <>
      {ADDRESS_LEVELS.map((level, index) => (
        <AreaSelect key={level} level={level} parentId={index === 0 ? '' : chosen[index - 1]} />
      ))}
    </>
  );
}
