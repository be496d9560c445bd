import { defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes, semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * The parts of the theme that production pages get prebuilt (webpack/perf/prebuilt-tokens.js and
 * theme-stylesheet.js): the tokens, which become the prebuilt token dictionary, and the global styles,
 * which become the linked stylesheet. With both techniques on, production browser builds replace this
 * module with an empty config: only the build reads it.
 */

/** The brand green #00A63F is step 500 (logo, accents); the other steps are its lighter and darker shades. */
const brand = {
  50: '#E5F6EC',
  100: '#C0EBD1',
  200: '#8ADAAA',
  300: '#4FC67F',
  400: '#1DB65C',
  500: '#00A63F',
  600: '#008F36',
  700: '#00752C',
  800: '#005C23',
  900: '#004219',
  950: '#002A10',
};

/**
 * Palettes no screen names: left out, the token dictionary and the theme's stylesheet carry about 80
 * fewer tokens. A test fails if a source names one of them.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'];

const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.includes(palette)));

const step = (light: keyof typeof brand, dark: keyof typeof brand = light) => ({
  value: { _light: `{colors.brand.${light}}`, _dark: `{colors.brand.${dark}}` },
});

const chakraTokens = defineConfig({
  preflight: true,
  globalCss,
  theme: {
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
  },
});

/**
 * Chakra's subtle text is gray.400 (#a1a1aa) in light mode, 2.56:1 on white, under WCAG AA's 4.5:1 for
 * text (the admin sidebar's group labels). It takes gray.500 (4.83:1) there, and gray.400 in dark mode,
 * where Chakra's gray.500 on the near-black page falls short too.
 */
const readableTokens = defineConfig({
  theme: {
    semanticTokens: { colors: { fg: { subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } } } } },
  },
});

const brandTokens = defineConfig({
  // Every component without an explicit colorPalette takes the brand's.
  globalCss: { html: { colorPalette: 'brand' } },
  theme: {
    tokens: { colors: { brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])) } },
    semanticTokens: {
      colors: {
        brand: {
          // White on #00A63F reads at 3.2:1; buttons take the darker 700 (5.9:1) to pass WCAG AA.
          solid: step(700),
          contrast: { value: 'white' },
          fg: step(700, 300),
          muted: step(200, 800),
          // fg (700) on 100 reads at 4.48:1, just under WCAG AA for a badge's small text; on 50 it passes.
          subtle: step(50, 900),
          emphasized: step(300, 700),
          focusRing: step(500),
          border: step(500, 400),
        },
      },
    },
    keyframes: {
      'toast-progress': { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
    },
  },
});

export const prebuiltConfigs = [chakraTokens, readableTokens, brandTokens];
