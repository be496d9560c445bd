import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DesignLayer, DesignRuleCheck, DesignRuleLocation, DesignRuleResult } from '@pcb/contract/domain';
import { CircleAlert, CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { useDeferredValue, useState, type ComponentType } from 'react';

/** The layers a design's files were recognised as, as the buyer and the admin read them. */
export const LAYER_NAMES: Record<DesignLayer, string> = {
  'copper-top': 'Tembaga atas',
  'copper-inner': 'Tembaga dalam',
  'copper-bottom': 'Tembaga bawah',
  copper: 'Tembaga',
  outline: 'Outline papan',
  drill: 'Drill',
  soldermask: 'Solder mask',
  silkscreen: 'Silkscreen',
  solderpaste: 'Solder paste',
  other: 'Tidak dikenali',
};

const REPORT_TEXTS = {
  title: 'Pemeriksaan desain',
  found: 'Ditemukan',
  ordered: 'Pesanan',
  capability: 'Kemampuan produksi',
  locations: (name: string) => `Lokasi: ${name}`,
  moreShown: (count: number) => `Tampilkan ${count} lokasi lagi`,
  notListed: (count: number) => `${count} lokasi lainnya tidak dicantumkan.`,
  empty: 'Laporan pemeriksaan desain belum tersedia untuk file ini.',
};

/** Each result's word, badge colour and mark: a failure is seen by its word and mark, never by colour alone. */
const RESULTS: Record<DesignRuleResult, { label: string; palette: string; Icon: ComponentType<{ size?: number; color?: string }>; color: string }> = {
  'cannot-be-made': { label: 'Tidak dapat dibuat', palette: 'red', Icon: CircleX, color: 'fg.error' },
  warning: { label: 'Peringatan', palette: 'orange', Icon: CircleAlert, color: 'fg.warning' },
  pass: { label: 'Lolos', palette: 'green', Icon: CircleCheck, color: 'fg.success' },
  'not-checked': { label: 'Tidak diperiksa', palette: 'gray', Icon: CircleMinus, color: 'fg.muted' },
  'too-complex': { label: 'Terlalu rumit', palette: 'gray', Icon: CircleMinus, color: 'fg.muted' },
};
/** The summary's order: what blocks the order first. */
const SUMMARY_ORDER: DesignRuleResult[] = ['cannot-be-made', 'warning', 'pass', 'not-checked', 'too-complex'];

/** Location buttons shown at first, and added at each "more": a long list is drawn in short tasks. */
const LOCATIONS_STEP = 8;

const coordinate = (mm: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(mm);
/** A failing place as read: `X 12,35 mm, Y 40,1 mm · Tembaga atas`. */
export const placeText = (location: DesignRuleLocation) =>
  `X ${coordinate(location.x_mm)} mm, Y ${coordinate(location.y_mm)} mm · ${LAYER_NAMES[location.layer]}`;

/** The checks whose result must be resolved with the buyer before the admin approves. */
export const cannotBeMade = (rules: readonly DesignRuleCheck[] | undefined) => (rules ?? []).filter((check) => check.result === 'cannot-be-made');

const NOTHING_YET: readonly DesignRuleCheck[] = [];

/** Where a report's location was chosen: the check it belongs to and which of its places. */
export interface ChosenPlace {
  check: DesignRuleCheck;
  location: DesignRuleLocation;
}

interface DesignRuleReportProps {
  rules: readonly DesignRuleCheck[];
  /** Shows a place on the board; without it (no picture at hand) the places are listed as text. */
  onLocate?(place: ChosenPlace): void;
  /** The place shown on the board now. */
  located?: DesignRuleLocation | null;
  headingLevel?: 'h3' | 'h4';
}

/** The design-rule report: every check with its mark, what was found, ordered and can be made, its severity and where it fails. */
export function DesignRuleReport({ rules: given, onLocate, located, headingLevel = 'h3' }: DesignRuleReportProps) {
  // Drawn after what shows with it (the board, the dialog), in a render React can pause: no long task on the main thread.
  const rules = useDeferredValue(given, NOTHING_YET);
  const counts = SUMMARY_ORDER.map((result) => [result, rules.filter((check) => check.result === result).length] as const).filter(([, n]) => n > 0);
  return (
    <Stack as="section" aria-label={REPORT_TEXTS.title} gap="3">
      <Heading as={headingLevel} size="sm">
        {REPORT_TEXTS.title}
      </Heading>
      <Text fontSize="sm">{counts.map(([result, n]) => `${n} ${RESULTS[result].label.toLowerCase()}`).join(' · ')}</Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {rules.map((check) => (
          <CheckItem key={check.rule} check={check} onLocate={onLocate} located={located} />
        ))}
      </Stack>
    </Stack>
  );
}

function CheckItem({ check, onLocate, located }: { check: DesignRuleCheck; onLocate?(place: ChosenPlace): void; located?: DesignRuleLocation | null }) {
  const { label, palette, Icon, color } = RESULTS[check.result];
  const failed = check.result === 'cannot-be-made' || check.result === 'warning';
  const facts = [
    [REPORT_TEXTS.found, check.found],
    [REPORT_TEXTS.ordered, check.ordered],
    [REPORT_TEXTS.capability, check.capability],
  ].filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-result={check.result} borderColor={failed ? `${palette}.muted` : 'border'}>
      <HStack gap="2" align="start" justify="space-between" wrap="wrap">
        <HStack gap="2" align="start">
          <Box color={color} flexShrink={0} mt="0.5" aria-hidden>
            <Icon size={18} />
          </Box>
          <Text fontWeight="medium">{check.name}</Text>
        </HStack>
        <Badge colorPalette={palette} variant={check.result === 'cannot-be-made' ? 'solid' : 'subtle'}>
          {label}
        </Badge>
      </HStack>
      {facts.length > 0 && (
        <Box as="dl" display="flex" flexWrap="wrap" columnGap="4" rowGap="0.5" mt="1" fontSize="sm">
          {facts.map(([term, value]) => (
            <HStack key={term} gap="1">
              <Text as="dt" color="fg.muted">{`${term}:`}</Text>
              <Text as="dd">{value}</Text>
            </HStack>
          ))}
        </Box>
      )}
      {check.result !== 'pass' && (
        <Text fontSize="sm" mt="1">
          {check.message}
        </Text>
      )}
      {check.locations.length > 0 && <Places check={check} onLocate={onLocate} located={located} />}
    </Box>
  );
}

function Places({ check, onLocate, located }: { check: DesignRuleCheck; onLocate?(place: ChosenPlace): void; located?: DesignRuleLocation | null }) {
  const [shown, setShown] = useState(LOCATIONS_STEP);
  const rest = check.locations.length - shown;
  return (
    <Stack gap="1.5" mt="2">
      <HStack as="ul" aria-label={REPORT_TEXTS.locations(check.name)} gap="1.5" wrap="wrap" listStyleType="none" m="0" p="0">
        {check.locations.slice(0, shown).map((location, i) => (
          <li key={i}>
            {onLocate ? (
              <Button
                size="xs"
                variant={location === located ? 'solid' : 'outline'}
                colorPalette={location === located ? 'brand' : 'gray'}
                aria-pressed={location === located}
                onClick={() => onLocate({ check, location })}
              >
                {placeText(location)}
              </Button>
            ) : (
              <Text fontSize="xs" borderWidth="1px" borderRadius="sm" px="1.5">
                {placeText(location)}
              </Text>
            )}
          </li>
        ))}
      </HStack>
      {rest > 0 && (
        <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setShown((n) => n + LOCATIONS_STEP * 4)}>
          {REPORT_TEXTS.moreShown(Math.min(rest, LOCATIONS_STEP * 4))}
        </Button>
      )}
      {check.more_locations > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {REPORT_TEXTS.notListed(check.more_locations)}
        </Text>
      )}
    </Stack>
  );
}
